import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Question } from '#common/api/journey/questions.ts';
import { QuestionList, type QuestionsQuery } from './question-list.tsx';

const post = (id: string, name: string, own: boolean, text: string) => ({
  id,
  text,
  created_at: '2026-03-09T10:00:00Z',
  author: { user_id: id, name },
  own,
});
const QUESTIONS: Question[] = [
  {
    ...post('1', 'Sara Colombo', false, 'Come si riconosce un link falso?'),
    replies: [post('2', 'Giulia Bianchi', true, 'Guarda il dominio.')],
  },
];
const loaded = (data: Question[]): QuestionsQuery => ({
  data,
  isPending: false,
  isError: false,
  isFetching: false,
  refetch: async () => undefined,
});

function renderList(props: { onAction?: () => void; canAct?: boolean } = {}) {
  const onAsk = vi.fn(async () => true);
  const onReply = vi.fn(async () => true);
  render(
    <QuestionList
      questions={loaded(QUESTIONS)}
      askLabel="Fai una domanda sull’episodio"
      canAct={props.canAct ?? true}
      asking={false}
      replying={false}
      onAsk={onAsk}
      onReply={onReply}
      {...(props.onAction ? { onAction: props.onAction } : {})}
    />,
  );
  return { onAsk, onReply, user: userEvent.setup() };
}

describe('question list', () => {
  it('asks and replies the same way for every subject, trimming and checking the text', async () => {
    const { onAsk, onReply, user } = renderList();
    await user.click(screen.getByRole('button', { name: 'Invia domanda' }));
    expect(screen.getByText('Scrivi il testo.')).toBeVisible();
    expect(onAsk).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Fai una domanda sull’episodio'), '  Perché?  ');
    await user.click(screen.getByRole('button', { name: 'Invia domanda' }));
    expect(onAsk).toHaveBeenCalledWith('Perché?');

    await user.click(screen.getByRole('button', { name: 'Rispondi' }));
    await user.type(screen.getByLabelText('La tua risposta'), 'Dal dominio.');
    await user.click(screen.getByRole('button', { name: 'Invia risposta' }));
    expect(onReply).toHaveBeenCalledWith('1', 'Dal dominio.');
    expect(screen.queryByLabelText('La tua risposta')).not.toBeInTheDocument();
  });

  it('offers neither delete nor report where the subject has none (an episode)', () => {
    renderList();
    const replies = screen.getByRole('list', { name: 'Risposte' });
    expect(within(replies).getByText('Guarda il dominio.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^(Elimina|Segnala)/ })).toBeNull();
  });

  it('shows the actions when the subject offers them', () => {
    renderList({ onAction: vi.fn() });
    expect(
      screen.getByRole('button', { name: 'Segnala la domanda di Sara Colombo' }),
    ).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Elimina la risposta di Giulia Bianchi' }),
    ).toBeVisible();
  });

  it('is read-only for who may not write', () => {
    renderList({ onAction: vi.fn(), canAct: false });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Come si riconosce un link falso?')).toBeVisible();
  });
});
