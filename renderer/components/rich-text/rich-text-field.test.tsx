import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RichTextField } from './rich-text-field.tsx';

function Harness(props: { initial: string; onChange: (html: string) => void }) {
  const [value, setValue] = useState(props.initial);
  return (
    <RichTextField
      label="Descrizione"
      value={value}
      onChange={(html) => {
        setValue(html);
        props.onChange(html);
      }}
    />
  );
}

describe('RichTextField', () => {
  it('loads a plain-text description as paragraphs, the "<" in it as text', () => {
    render(
      <Harness initial={'Usa <head> nella pagina.\n\nSecondo paragrafo.'} onChange={vi.fn()} />,
    );
    const editor = screen.getByRole('textbox', { name: 'Descrizione' });
    expect(editor.querySelectorAll('p')).toHaveLength(2);
    expect(editor.querySelector('p')?.textContent).toBe('Usa <head> nella pagina.');
    expect(editor.querySelector('head')).toBeNull();
  });

  it('shows stored markup without anything that could run', () => {
    render(
      <Harness
        initial={
          '<p><strong>Attenzione</strong><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">qui</a></p>'
        }
        onChange={vi.fn()}
      />,
    );
    const editor = screen.getByRole('textbox', { name: 'Descrizione' });
    expect(editor.querySelector('strong')).toHaveTextContent('Attenzione');
    expect(editor.querySelector('script')).toBeNull();
    expect(editor.querySelector('[onerror]')).toBeNull();
    expect(editor.querySelector('a')?.getAttribute('href')).toBeNull();
  });

  it('hands out the typed content as sanitised markup', async () => {
    const changed = vi.fn();
    render(<Harness initial="" onChange={changed} />);
    const editor = screen.getByRole('textbox', { name: 'Descrizione' });
    await userEvent.click(editor);
    await userEvent.type(editor, 'Ciao');
    expect(changed).toHaveBeenLastCalledWith(expect.stringContaining('Ciao'));
    editor.append(Object.assign(document.createElement('img'), { src: 'x' }));
    editor.lastElementChild?.setAttribute('onerror', 'alert(1)');
    await userEvent.type(editor, '!');
    const last = changed.mock.lastCall?.[0] as string;
    expect(last).not.toMatch(/onerror/);
    expect(last).toContain('Ciao');
  });

  it('has a labelled toolbar whose buttons are reached by keyboard', async () => {
    render(<Harness initial="" onChange={vi.fn()} />);
    const toolbar = screen.getByRole('toolbar', { name: 'Formattazione: Descrizione' });
    expect(toolbar).toBeVisible();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Grassetto (Ctrl+B)' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    await userEvent.clear(screen.getByLabelText('Indirizzo del link'));
    await userEvent.type(screen.getByLabelText('Indirizzo del link'), 'javascript:alert(1){Enter}');
    expect(
      screen.getByText('Indica un indirizzo che inizi con https://, http:// o mailto:.'),
    ).toBeVisible();
  });
});

describe('RichTextField paste', () => {
  it('pastes markup sanitised and plain text as text', async () => {
    const changed = vi.fn();
    render(<Harness initial="" onChange={changed} />);
    const editor = screen.getByRole('textbox', { name: 'Descrizione' });
    await userEvent.click(editor);
    await userEvent.paste({
      getData: (type: string) =>
        type === 'text/html' ? '<p><em>Bene</em><img src="x" onerror="alert(1)"></p>' : '',
    } as unknown as DataTransfer);
    expect(editor.querySelector('em')).toHaveTextContent('Bene');
    expect(editor.querySelector('[onerror]')).toBeNull();
    expect(changed.mock.lastCall?.[0]).not.toMatch(/onerror/);
    await userEvent.paste('a < b & <i>c</i>');
    expect(editor.querySelector('i')).toBeNull();
    expect(editor).toHaveTextContent('a < b & <i>c</i>');
  });
});
