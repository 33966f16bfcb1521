import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { profileEndpoints } from '#common/api/profile/endpoints.ts';
import { answerFrom, on } from '../../../testing/fake-endpoints.ts';
import { renderFeature } from '../../../testing/render-feature.tsx';
import { CataloguePicker } from './catalogue-picker.tsx';

const HOBBIES = [
  { id: '1', name: 'Calcio' },
  { id: '2', name: 'Cucina' },
];

async function renderPicker() {
  const searches: unknown[] = [];
  const view = await renderFeature(
    <CataloguePicker
      label="Hobby"
      kind="hobby"
      chosen={[]}
      max={5}
      busy={false}
      onChange={() => Promise.resolve()}
    />,
    {
      role: 'student',
      api: answerFrom([
        on(profileEndpoints.searchHobbies, ({ query }) => {
          searches.push(query.search);
          const text = String(query.search).toLowerCase();
          const items = HOBBIES.filter((hobby) => hobby.name.toLowerCase().includes(text));
          return { status: 200, data: { items, total: items.length } };
        }),
      ]),
    },
  );
  return { ...view, searches };
}

describe('the hobby and skill picker', () => {
  // Spec 02 §5: the search text is needed; the server refuses a blank one.
  it('asks for a text instead of sending an empty or blank search', async () => {
    const { user, searches } = await renderPicker();
    const field = screen.getByRole('searchbox', { name: 'Cerca hobby' });
    await user.click(field);
    const suggestions = screen.getByRole('list', { name: 'Suggerimenti: Hobby' });
    expect(within(suggestions).getByText('Scrivi per cercare.')).toBeInTheDocument();
    await user.type(field, '   ');
    expect(within(suggestions).getByText('Scrivi per cercare.')).toBeInTheDocument();
    expect(searches).toEqual([]);
  });

  it('searches the trimmed text as the student types', async () => {
    const { user, searches } = await renderPicker();
    await user.type(screen.getByRole('searchbox', { name: 'Cerca hobby' }), ' cu');
    expect(await screen.findByRole('button', { name: '+ Cucina' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '+ Calcio' })).toBeNull();
    expect(searches).not.toContain('');
    expect(searches.at(-1)).toBe('cu');
  });
});
