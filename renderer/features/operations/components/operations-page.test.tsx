import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { operationsEndpoints } from '#common/api/operations/endpoints.ts';
import type { ServerStatus } from '#common/api/operations/server-status.ts';
import { answerFrom, on } from '../../../testing/fake-endpoints.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const NOW = Date.parse('2026-11-27T14:30:00.000Z');

function status(overrides: Partial<ServerStatus> = {}): ServerStatus {
  const minutes = Array.from({ length: 60 }, (_, index) => ({
    minute: new Date(NOW - (59 - index) * 60_000).toISOString(),
    requests: index === 59 ? 42 : index % 10,
    server_errors: 0,
    sign_in_failures: 0,
    throttled: 0,
    p50_ms: 3,
    p95_ms: index === 59 ? 120 : 12,
  }));
  return {
    generated_at: new Date(NOW).toISOString(),
    started_at: '2026-11-27T06:00:00.000Z',
    database: { engine: 'postgres', reachable: true, ping_ms: 1.4 },
    disk: {
      free_bytes: 12_300_000_000,
      total_bytes: 50_000_000_000,
      checked_at: new Date(NOW).toISOString(),
    },
    backup: {
      last: {
        outcome: 'verified',
        started_at: '2026-11-27T02:00:00.000Z',
        finished_at: '2026-11-27T02:05:00.000Z',
        size_bytes: 250_000_000,
        problem: null,
      },
      last_verified_at: '2026-11-27T02:00:00.000Z',
      expected_interval_hours: 24,
      warning: null,
    },
    last_hour: {
      requests: minutes.reduce((total, minute) => total + minute.requests, 0),
      p50_ms: 3.2,
      p95_ms: 14,
      sign_in_failures: 4,
      throttled: 1,
      minutes,
    },
    totals: { sign_in_failures: 9, throttled: 2 },
    chat_subscribers: 17,
    event_loop_lag: { p50_ms: 10.1, p99_ms: 21.5, max_ms: 40 },
    ...overrides,
  };
}

const renderPage = (answer: Parameters<typeof on>[1], admin = true) =>
  renderApp({
    path: '/admin/server',
    role: 'professor',
    claims: { admin },
    api: answerFrom([on(operationsEndpoints.getServerStatus, answer)]),
  });

describe('the server status page', () => {
  it('shows the figures in Italian and a chart with its table of values', async () => {
    renderPage({ status: 200, data: status() });
    const storage = await screen.findByRole('region', { name: 'Database e disco' });
    expect(storage).toHaveTextContent('Raggiungibile, risposta in 1,4 ms (PostgreSQL)');
    expect(storage).toHaveTextContent('12,3 GB su 50 GB (25 %)');
    const backup = screen.getByRole('region', { name: 'Ultimo backup' });
    expect(backup).toHaveTextContent('Verificato');
    expect(backup).toHaveTextContent('27.11.2026');
    expect(backup).toHaveTextContent('250 MB');
    expect(within(backup).queryByRole('alert')).toBeNull();
    const traffic = screen.getByRole('region', { name: 'Ultima ora' });
    expect(traffic).toHaveTextContent('Latenza p95');
    expect(traffic).toHaveTextContent('14 ms');
    expect(traffic).toHaveTextContent("4 (dall'avvio: 9)");
    expect(traffic).toHaveTextContent('17');
    expect(traffic).toHaveTextContent('21,5 ms, 40 ms');
    const chart = screen.getByRole('img', { name: /Richieste al minuto, ultimi 60 minuti/ });
    expect(chart).toHaveAccessibleName(/al massimo 42 in un minuto/);
    const table = screen.getByRole('table', { name: 'Richieste al minuto, ultimi 60 minuti' });
    expect(within(table).getAllByRole('row')).toHaveLength(61);
    expect(screen.getByText(/con più repliche ognuna conta i propri/)).toBeInTheDocument();
  });

  it('warns when the last backup failed, and says why', async () => {
    const base = status();
    renderPage({
      status: 200,
      data: status({
        backup: {
          ...base.backup,
          last: { ...base.backup.last!, outcome: 'failed', problem: 'disco pieno' },
          warning: 'failed',
        },
      }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("L'ultimo backup non è riuscito");
    expect(screen.getByRole('region', { name: 'Ultimo backup' })).toHaveTextContent('disco pieno');
  });

  it('says when there were no requests instead of drawing empty charts', async () => {
    const base = status();
    renderPage({
      status: 200,
      data: status({
        last_hour: {
          ...base.last_hour,
          requests: 0,
          p50_ms: null,
          p95_ms: null,
          minutes: base.last_hour.minutes.map((minute) => ({
            ...minute,
            requests: 0,
            p50_ms: null,
            p95_ms: null,
          })),
        },
      }),
    });
    expect(await screen.findByText(/Nessuna richiesta nell'ultima ora/)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Richieste al minuto/ })).toBeNull();
  });

  it('shows the loading state, then a failure with a way to try again', async () => {
    let calls = 0;
    const { user } = renderPage(() => {
      calls += 1;
      return calls === 1
        ? { status: 500, data: { message: 'Errore interno', code: 'internal_error' } }
        : { status: 200, data: status() };
    });
    expect(await screen.findByText('Caricamento dello stato del server…')).toBeInTheDocument();
    expect(await screen.findByText('Impossibile leggere lo stato del server.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('region', { name: 'Database e disco' })).toBeInTheDocument();
  });

  it('is the 404 page for a user without the admin flag, and asks nothing', async () => {
    const { apiCalls } = renderPage({ status: 200, data: status() }, false);
    expect(
      await screen.findByText('Il pianeta che stai cercando non esiste nello spazio HG.'),
    ).toBeInTheDocument();
    expect(apiCalls.some((call) => call.includes('/operations/status'))).toBe(false);
  });
});
