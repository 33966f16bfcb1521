import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { studioEndpoints } from '#common/api/studio/endpoints.ts';
import type { Role } from '#common/auth/roles.ts';
import { answerFrom, on } from '../../testing/fake-endpoints.ts';
import { renderFeature } from '../../testing/render-feature.tsx';
import { useCourseAuthorEntry } from './use-course-author-entry.ts';

function Entry() {
  const entry = useCourseAuthorEntry();
  return <p data-testid="entry">{entry.visible ? entry.packs.map((p) => p.key).join() : 'no'}</p>;
}

async function entryFor(role: Role, status: number) {
  const view = await renderFeature(<Entry />, {
    role,
    api: answerFrom([
      on(studioEndpoints.listStudioPacks, () =>
        status === 200
          ? {
              status: 200,
              data: [
                {
                  key: 'tech-journey-demo',
                  title: 'Demo',
                  version: '1',
                  drafts: 0,
                  access: 'course_author',
                },
              ],
            }
          : { status, data: { message: 'Non puoi farlo.', code: 'forbidden' } },
      ),
    ]),
  });
  return view;
}

describe('useCourseAuthorEntry', () => {
  it('shows the entry to a professor who authors a course, leading to their pack', async () => {
    const { apiCalls } = await entryFor('professor', 200);
    expect(await screen.findByText('tech-journey-demo')).toBeVisible();
    expect(apiCalls).toEqual(['GET /tech-journey/studio/packs']);
  });

  it('hides it on the server’s 403, without a toast', async () => {
    const { apiCalls } = await entryFor('professor', 403);
    await waitFor(() => expect(apiCalls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('entry')).toHaveTextContent('no');
    expect(screen.queryByText('Non puoi farlo.')).toBeNull();
    expect(apiCalls).toHaveLength(1);
  });

  it('does not ask for a student', async () => {
    const { apiCalls } = await entryFor('student', 200);
    expect(screen.getByTestId('entry')).toHaveTextContent('no');
    expect(apiCalls).toEqual([]);
  });
});
