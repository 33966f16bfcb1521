import { act, fireEvent, render, screen } from '@testing-library/react';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormDialog } from './form-dialog.tsx';

function refusal(data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response = { status: 409, statusText: '', data, headers: new AxiosHeaders(), config };
  return new AxiosError(
    'Request failed',
    'ERR_BAD_REQUEST',
    config,
    null,
    response as AxiosResponse,
  );
}

/** A dialog with one field whose value, like the real forms', lives outside the dialog. */
function NameForm(props: {
  send(name: string): Promise<string | undefined>;
  onClose?(): void;
  fieldShowsError?: boolean;
}) {
  const [name, setName] = useState('');
  const [open, setOpen] = useState(true);
  const field = (error: string | null) => (
    <label>
      Nome
      <input
        value={name}
        aria-invalid={error ? true : undefined}
        onChange={(event) => setName(event.target.value)}
      />
    </label>
  );
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Riapri
      </button>
      <FormDialog
        title="Nome"
        open={open}
        onClose={() => {
          setOpen(false);
          props.onClose?.();
        }}
        submitLabel="Salva"
        send={() => props.send(name)}
        {...(props.fieldShowsError ? {} : { errorId: 'name-error' })}
      >
        {props.fieldShowsError ? field : field(null)}
      </FormDialog>
    </>
  );
}

const typeName = (value: string) =>
  fireEvent.change(screen.getByLabelText('Nome', { selector: 'input' }), { target: { value } });
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Salva' })));

describe('form dialog', () => {
  it("shows a check's message under the fields and keeps the dialog and what was typed", async () => {
    const onClose = vi.fn();
    render(<NameForm send={async () => 'Indica un nome più lungo.'} onClose={onClose} />);
    typeName('A');
    await save();
    expect(screen.getByRole('alert')).toHaveTextContent('Indica un nome più lungo.');
    expect(screen.getByRole('alert')).toHaveAttribute('id', 'name-error');
    expect(screen.getByLabelText('Nome', { selector: 'input' })).toHaveValue('A');
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the server's refusal, its first field's detail before the message", async () => {
    const send = vi
      .fn<(name: string) => Promise<string | undefined>>()
      .mockRejectedValueOnce(
        refusal({
          message: 'Dati non validi.',
          code: 'validation_failed',
          details: { name: 'Nome già usato.' },
        }),
      )
      .mockRejectedValueOnce(refusal({ message: 'Classe già esistente.', code: 'conflict' }));
    render(<NameForm send={send} />);
    await save();
    expect(screen.getByRole('alert')).toHaveTextContent('Nome già usato.');
    await save();
    expect(screen.getByRole('alert')).toHaveTextContent('Classe già esistente.');
  });

  it('shows an unreadable refusal as a retry', async () => {
    render(<NameForm send={() => Promise.reject(new Error('network'))} />);
    await save();
    expect(screen.getByRole('alert')).toHaveTextContent('Operazione non riuscita. Riprova.');
  });

  it('hands the error to a field that shows it itself, with no line of its own', async () => {
    render(<NameForm send={async () => 'Indica un nome.'} fieldShowsError />);
    await save();
    expect(screen.getByLabelText('Nome', { selector: 'input' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(document.getElementById('name-error')).toBeNull();
  });

  it('refuses a second click while sending, and closes once sent', async () => {
    let finish: (value: undefined) => void = () => {};
    const send = vi.fn(() => new Promise<undefined>((resolve) => (finish = resolve)));
    const onClose = vi.fn();
    render(<NameForm send={send} onClose={onClose} />);
    await save();
    expect(screen.getByRole('button', { name: 'Salva' })).toBeDisabled();
    // Enter in a field, or a script, submits past the disabled button.
    await act(async () =>
      fireEvent.submit(screen.getByRole('button', { name: 'Salva' }).closest('form')!),
    );
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => finish(undefined));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("opens again without the last attempt's error", async () => {
    render(<NameForm send={async () => 'Indica un nome.'} />);
    await save();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Annulla' }));
    fireEvent.click(screen.getByRole('button', { name: 'Riapri', hidden: true }));
    expect(document.getElementById('name-error')).toHaveTextContent('');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
