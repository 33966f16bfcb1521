import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gamesEndpoints } from '#common/api/games/endpoints.ts';
import type {
  TerminalAnswerResult,
  TerminalLeaderboard,
  TerminalRound,
} from '#common/api/games/terminal-game.ts';
import type { FakeAnswer } from '../../../testing/fake-adapter.ts';
import { answerFrom, on, type FakeCall } from '../../../testing/fake-endpoints.ts';
import { currentPath, renderApp } from '../../../testing/render-app.tsx';

const TASKS = [
  'Elenca i file della cartella corrente, anche quelli nascosti.',
  'Mostra il percorso completo della cartella in cui ti trovi.',
  'Crea una nuova cartella di nome esercizi.',
];

const roundAt = (
  number: number,
  score: number,
  extra: Partial<TerminalRound> = {},
): TerminalRound => ({
  id: '41',
  score,
  answered: number - 1,
  correct: score > 0 ? 1 : 0,
  ends_at: '2026-03-02T10:01:00.000Z',
  time_left_ms: 60_000,
  finished: false,
  task: { number, prompt: TASKS[number - 1]! },
  ...extra,
});

const EMPTY_BOARD: TerminalLeaderboard = { total: 0, top: [], me: null };
const entry = (position: number, name: string, score: number, userId = String(position)) => ({
  position,
  user_id: userId,
  name,
  avatar_id: null,
  score,
});

function renderGames(fakes: {
  start?: () => FakeAnswer;
  answer?: (call: FakeCall) => FakeAnswer;
  board?: () => FakeAnswer;
  environment?: 'development' | 'production';
}) {
  const answers: unknown[] = [];
  let starts = 0;
  const app = renderApp({
    path: '/games',
    role: 'student',
    config: { environment: fakes.environment ?? 'development' },
    api: answerFrom([
      on(gamesEndpoints.startTerminalRound, () => {
        starts += 1;
        return fakes.start?.() ?? { status: 201, data: roundAt(1, 0) };
      }),
      on(gamesEndpoints.answerTerminalTask, (call) => {
        answers.push(call.body);
        return fakes.answer!(call);
      }),
      on(gamesEndpoints.getTerminalLeaderboard, fakes.board ?? { status: 200, data: EMPTY_BOARD }),
    ]),
  });
  return { ...app, answers, starts: () => starts };
}

describe('the games page: "Terminale a tempo"', () => {
  it('plays a round from the keyboard, shows each verdict, then the result and the leaderboard', async () => {
    const results: Array<FakeAnswer> = [
      {
        status: 200,
        data: {
          correct: true,
          expected: 'ls -a',
          points: 19,
          round: roundAt(2, 19),
        } satisfies TerminalAnswerResult,
      },
      {
        status: 200,
        data: {
          correct: false,
          expected: 'pwd',
          points: 0,
          round: roundAt(3, 19, { answered: 2 }),
        } satisfies TerminalAnswerResult,
      },
      {
        status: 409,
        data: {
          code: 'game_round_over',
          message: 'Tempo scaduto: la partita è finita e questa risposta non conta.',
        },
      },
    ];
    let played = false;
    const { user, answers, starts } = renderGames({
      answer: () => results.shift()!,
      board: () => ({
        status: 200,
        data: played
          ? {
              total: 12,
              top: [entry(1, 'Giulia Rossi', 120)],
              me: entry(12, 'Sara Colombo', 19, '2'),
            }
          : EMPTY_BOARD,
      }),
    });

    expect(await screen.findByText('Caricamento della classifica…')).toBeInTheDocument();
    expect(
      await screen.findByText('Nessuno ha ancora fatto punti: inizia tu la classifica!'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Inizia la partita' }));

    const command = await screen.findByRole('textbox', { name: 'Comando per la sfida 1' });
    expect(command).toHaveFocus();
    expect(screen.getByText(`# ${TASKS[0]}`)).toBeInTheDocument();
    expect(screen.getAllByText('studente@techjourney:~$').length).toBeGreaterThan(0);
    expect(screen.getByText('1:00')).toBeInTheDocument();
    expect(screen.getByText('La partita è iniziata: hai 60 secondi.')).toBeInTheDocument();

    await user.keyboard('ls -la{Enter}');
    expect(await screen.findByText('Corretto! +19 punti')).toBeInTheDocument();
    expect(screen.getByText('Punti: 19')).toBeInTheDocument();
    const second = screen.getByRole('textbox', { name: 'Comando per la sfida 2' });
    expect(second).toHaveValue('');
    expect(second).toHaveFocus();

    // Enter on an empty line sends nothing.
    await user.keyboard('{Enter}');
    await user.keyboard('cd /{Enter}');
    const wrong = await screen.findByText(/Il comando atteso era:/);
    expect(wrong).toHaveTextContent('Sbagliato. Il comando atteso era: pwd');
    const done = screen.getByRole('list', { name: 'Sfide completate' });
    expect(within(done).getAllByRole('listitem')).toHaveLength(2);
    expect(within(done).getByText('✓ +19')).toBeInTheDocument();
    expect(within(done).getByText('✗')).toBeInTheDocument();

    played = true;
    await user.keyboard('mkdir esercizi{Enter}');
    expect(await screen.findByRole('heading', { name: 'Tempo scaduto!' })).toBeInTheDocument();
    expect(
      screen.getByText('Tempo scaduto: la partita è finita e questa risposta non conta.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Hai fatto/)).toHaveTextContent(
      'Hai fatto 19 punti con 1 risposta giusta su 2.',
    );
    expect(screen.getByText('I comandi da ripassare (1)')).toBeInTheDocument();
    expect(answers).toEqual([
      { task_number: 1, answer: 'ls -la' },
      { task_number: 2, answer: 'cd /' },
      { task_number: 3, answer: 'mkdir esercizi' },
    ]);

    // The leaderboard is asked again: the first ten, then the player's own row after a gap.
    const top = await screen.findByRole('list', { name: 'I migliori punteggi' });
    expect(within(top).getByText('Giulia Rossi')).toBeInTheDocument();
    const mine = screen.getByRole('list', { name: 'La tua posizione' });
    expect(mine).toHaveAttribute('start', '12');
    expect(mine).toHaveTextContent('Sara Colombo (tu)');
    expect(mine).toHaveTextContent('19 punti');

    const again = screen.getByRole('button', { name: 'Gioca ancora' });
    expect(again).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('textbox', { name: 'Comando per la sfida 1' }),
    ).toBeInTheDocument();
    expect(starts()).toBe(2);
  });

  it('ends the round when the countdown from the server runs out', async () => {
    const { user } = renderGames({
      start: () => ({ status: 201, data: roundAt(1, 0, { time_left_ms: 1_200 }) }),
      answer: () => ({ status: 500, data: { code: 'internal_error', message: 'x' } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Inizia la partita' }));
    expect(await screen.findByText('0:02')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Tempo scaduto!' }, { timeout: 4_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Hai fatto/)).toHaveTextContent(
      'Hai fatto 0 punti con 0 risposte giuste su 0.',
    );
  });

  it('announces the time politely at 30 and at 10 seconds left, not every second', async () => {
    const { user } = renderGames({
      start: () => ({ status: 201, data: roundAt(1, 0, { time_left_ms: 10_400 }) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Inizia la partita' }));
    const statuses = () => screen.getAllByRole('status').map((node) => node.textContent);
    await screen.findByText('0:11');
    expect(statuses()).toContain('Restano 30 secondi.');
    await screen.findByText('0:10');
    expect(statuses()).toContain('Restano 10 secondi.');
    expect(statuses()).not.toContain('Restano 30 secondi.');
  });

  it('keeps the typed command and says so when an answer cannot be sent', async () => {
    const { user } = renderGames({
      answer: () => ({
        status: 500,
        data: { code: 'internal_error', message: 'Errore interno del server. Riprova più tardi.' },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Inizia la partita' }));
    await screen.findByRole('textbox', { name: 'Comando per la sfida 1' });
    await user.keyboard('ls -a{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Errore interno del server. Riprova più tardi.',
    );
    expect(screen.getByRole('textbox', { name: 'Comando per la sfida 1' })).toHaveValue('ls -a');
  });

  it('shows why a round could not start, and the leaderboard error with a retry', async () => {
    let boardFails = true;
    const { user } = renderGames({
      start: () => ({
        status: 500,
        data: { code: 'internal_error', message: 'Errore interno del server. Riprova più tardi.' },
      }),
      board: () =>
        boardFails
          ? { status: 500, data: { code: 'internal_error', message: 'x' } }
          : { status: 200, data: { total: 1, top: [entry(1, 'Giulia Rossi', 120)], me: null } },
    });
    expect(await screen.findByText('Impossibile caricare la classifica.')).toBeInTheDocument();
    boardFails = false;
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('Giulia Rossi')).toBeInTheDocument();
    expect(
      screen.getByText('Non sei ancora in classifica: fai almeno un punto.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Inizia la partita' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Errore interno del server. Riprova più tardi.',
    );
  });

  it('is not there outside the development environment', async () => {
    const { router } = renderGames({ environment: 'production' });
    await waitFor(() => expect(currentPath(router)).toBe('/'));
    await act(async () => undefined);
  });
});
