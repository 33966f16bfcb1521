import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itemDetailFixture } from '../../../testing/journey-fixtures.ts';
import { ItemHeader } from './item-header.tsx';

const FORMATTED =
  '<p>Impara <strong>Git</strong><img src=x onerror=alert(1)><script>alert(2)</script></p>' +
  '<ul><li>commit</li><li>branch</li></ul>';

describe('<ItemHeader> description', () => {
  it('is how the module page shows its description', () => {
    const { container } = render(
      <ItemHeader item={itemDetailFixture({ description: FORMATTED })} />,
    );
    const description = container.querySelector('.item-header__description');
    expect(description?.querySelector('strong')).not.toBeNull();
    expect(description?.querySelector('ul li')).not.toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toMatch(/onerror/i);
  });

  it('shows a plain description exactly as before', () => {
    const { container } = render(
      <ItemHeader item={itemDetailFixture({ description: 'Riga uno\nriga due' })} />,
    );
    const description = container.querySelector('p.item-header__description');
    expect(description?.textContent).toBe('Riga uno\nriga due');
    expect(description?.children).toHaveLength(0);
  });
});
