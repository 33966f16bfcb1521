import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormattedDescription } from './formatted-description.tsx';

const HOSTILE_DESCRIPTION =
  '<p>Impara <strong>Git</strong><img src=x onerror=alert(1)><script>alert(2)</script></p>' +
  '<ul><li>commit</li><li>branch</li></ul>';

describe('<FormattedDescription>', () => {
  it('keeps a plain-text description as the same text element, line breaks and all', () => {
    const text = 'Prima riga\nseconda riga: 3 < 4 & 5 > 2';
    const { container } = render(<FormattedDescription text={text} className="nota" />);
    const host = container.firstElementChild;
    expect(host?.tagName).toBe('P');
    expect(host?.className).toBe('nota');
    expect(host?.children).toHaveLength(0);
    expect(host?.textContent).toBe(text);
  });

  it('renders an author’s formatting and drops whatever could run script', () => {
    const { container } = render(
      <FormattedDescription text={HOSTILE_DESCRIPTION} className="nota" />,
    );
    const host = container.querySelector('div.nota');
    expect(host?.querySelector('strong')?.textContent).toBe('Git');
    expect([...(host?.querySelectorAll('li') ?? [])].map((li) => li.textContent)).toEqual([
      'commit',
      'branch',
    ]);
    expect(host?.querySelector('script')).toBeNull();
    const image = host?.querySelector('img');
    expect(image?.hasAttribute('onerror')).toBe(false);
    expect(image?.hasAttribute('src')).toBe(false);
    expect(host?.innerHTML).not.toMatch(/onerror|alert|script/i);
  });
});
