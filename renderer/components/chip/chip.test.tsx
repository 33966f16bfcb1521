import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Chip, ToggleChip } from './chip.tsx';
import { CHIP_TYPES } from './chip-types.ts';

describe('chip', () => {
  it.each(CHIP_TYPES)('renders a %s chip with its type’s class', (type) => {
    render(<Chip type={type}>Etichetta</Chip>);
    const chip = screen.getByText('Etichetta');
    expect(chip).toHaveClass('chip', `chip--${type.replaceAll('_', '-')}`);
  });

  it('passes other attributes to its element', () => {
    render(
      <Chip type="neutral" className="extra" aria-describedby="note" tabIndex={0}>
        Inizia tra 3 min
      </Chip>,
    );
    const chip = screen.getByText('Inizia tra 3 min');
    expect(chip).toHaveClass('chip', 'chip--neutral', 'extra');
    expect(chip).toHaveAttribute('aria-describedby', 'note');
    expect(chip).toHaveAttribute('tabindex', '0');
  });
});

describe('toggle chip', () => {
  it('is a toggle button: neutral while off, its type with a check mark while on', async () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <ToggleChip type="focus" pressed={false} onClick={onClick}>
        #javascript
      </ToggleChip>,
    );
    const button = screen.getByRole('button', { name: '#javascript', pressed: false });
    expect(button).toHaveClass('chip--neutral');
    expect(button).not.toHaveTextContent('✓');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);

    rerender(
      <ToggleChip type="focus" pressed onClick={onClick}>
        #javascript
      </ToggleChip>,
    );
    const pressed = screen.getByRole('button', { name: '#javascript', pressed: true });
    expect(pressed).toHaveClass('chip--focus');
    expect(pressed).toHaveTextContent('✓');
  });
});
