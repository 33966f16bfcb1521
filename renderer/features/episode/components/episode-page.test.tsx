import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { journeyEndpoints } from '#common/api/journey/endpoints.ts';
import type { Episode } from '#common/api/journey/episode.ts';
import { answerFrom, on } from '../../../testing/fake-endpoints.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { fakeEpisodeApi, MODULE_ID } from '../testing/fake-episode-api.ts';

const EXERCISE: Episode = {
  id: '42',
  type: 'exercise',
  title: 'Il tuo primo script',
  description: 'Metti in pratica la lezione.',
  entity_id: MODULE_ID,
  entity_title: 'Introduzione a JavaScript',
  duration_seconds: null,
  media_url: null,
  captions_url: null,
  instructions: 'Scrivi un programma che stampi «Ciao, mondo!».',
  quiz_id: null,
  completed: false,
};

const LESSON: Episode = {
  ...EXERCISE,
  id: '41',
  type: 'video_lesson',
  title: 'Variabili e tipi',
  duration_seconds: 60,
  media_url: '/media/variabili.webm',
  instructions: null,
};

function openEpisode(episode: Episode, questions: unknown[] = []) {
  const api = fakeEpisodeApi(episode, questions);
  const app = renderApp({
    path: `/module-detail/${MODULE_ID}/episode-detail/${episode.id}`,
    role: 'student',
    api: api.handler,
  });
  return { ...app, api };
}

describe('episode page', () => {
  it('shows an exercise and marks it completed', async () => {
    const { user, api, services } = openEpisode(EXERCISE);
    expect(await screen.findByRole('heading', { name: 'Il tuo primo script' })).toBeVisible();
    expect(screen.getByText('Scrivi un programma che stampi «Ciao, mondo!».')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Segna come completato' }));
    expect(await screen.findByText('Completato')).toBeVisible();
    expect(screen.getByText('Hai completato questo esercizio.')).toBeVisible();
    expect(services.toasts.get()).toEqual([
      expect.objectContaining({ kind: 'success', message: 'Esercizio completato!' }),
    ]);
    expect(screen.queryByRole('button', { name: 'Segna come completato' })).not.toBeInTheDocument();
    expect(
      api.sent.some((c) => c.method === 'POST' && c.path === '/tech-journey/exercises/42/complete'),
    ).toBe(true);
    expect(
      await screen.findByRole('link', { name: /Successivo: Quiz del modulo/ }),
    ).toHaveAttribute('href', `/module-detail/${MODULE_ID}/episode-detail/43`);
  });

  it("refreshes the journey's progress after a completion: the header's streak counts the day", async () => {
    const api = fakeEpisodeApi(EXERCISE);
    const completed = () => api.sent.some((c) => c.path === '/tech-journey/exercises/42/complete');
    const { user } = renderApp({
      path: `/module-detail/${MODULE_ID}/episode-detail/${EXERCISE.id}`,
      role: 'student',
      api: (request) =>
        answerFrom([
          on(journeyEndpoints.getStreak, () => ({
            status: 200,
            data: { streak_counter: completed() ? 1 : 0, updated_at: null, active: completed() },
          })),
        ])(request) ?? api.handler(request),
    });
    expect(await screen.findByRole('img', { name: /Serie di giorni: nessuna/ })).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Segna come completato' }));
    expect(await screen.findByRole('img', { name: 'Serie di 1 giorno' })).toBeVisible();
  });

  it('names the banner and the breadcrumb after the episode and its module', async () => {
    openEpisode(EXERCISE);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Il tuo primo script' }),
    ).toBeVisible();
    const crumbs = within(screen.getByRole('navigation', { name: 'Percorso di navigazione' }));
    await waitFor(() =>
      expect(crumbs.getByRole('link', { name: 'Introduzione a JavaScript' })).toHaveAttribute(
        'href',
        `/module-detail/${MODULE_ID}`,
      ),
    );
    expect(crumbs.getByText('Il tuo primo script')).toHaveAttribute('aria-current', 'page');
    expect(crumbs.queryByText('Modulo')).toBeNull();
    expect(crumbs.queryByText('Episodio')).toBeNull();
  });

  it('validates a question, counts its characters and posts it', async () => {
    const { user, api } = openEpisode(EXERCISE);
    const field = await screen.findByLabelText('Fai una domanda sulla lezione');
    expect(await screen.findByText('Nessuna domanda per ora: fai tu la prima!')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Invia domanda' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/Scrivi il testo\./);
    expect(api.sent.some((c) => c.path === '/tech-journey/questions')).toBe(false);

    await user.type(field, 'Perché si usa let?');
    expect(screen.getByText('18/2000 caratteri')).toBeVisible();
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Invia domanda' }));
    expect(await screen.findByText('Perché si usa let?')).toBeVisible();
    expect(api.sent.find((c) => c.path === '/tech-journey/questions')?.body).toEqual({
      resource_id: '42',
      text: 'Perché si usa let?',
    });
    expect(field).toHaveValue('');
  });

  it('refuses a question longer than 2000 characters', async () => {
    openEpisode(EXERCISE);
    const field = await screen.findByLabelText('Fai una domanda sulla lezione');
    fireEvent.change(field, { target: { value: 'a'.repeat(2001) } });
    fireEvent.click(screen.getByRole('button', { name: 'Invia domanda' }));
    expect(field).toHaveAccessibleDescription(/al massimo 2000 caratteri/);
  });

  it('replies, deletes an own question and reports a reply, each after confirmation', async () => {
    const author = (name: string) => ({ user_id: name.length.toString(), name });
    const { user, api, services } = openEpisode(EXERCISE, [
      {
        id: '8',
        text: 'Come si dichiara una costante?',
        created_at: '2026-03-09T10:00:00Z',
        author: author('Giulia Bianchi'),
        own: true,
        replies: [
          {
            id: '9',
            text: 'Con const.',
            created_at: '2026-03-10T10:00:00Z',
            author: author('Marco Rossi'),
            own: false,
          },
        ],
      },
    ]);
    expect(await screen.findByText('09.03.2026', { exact: false })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Elimina la domanda di Giulia Bianchi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminare il messaggio?' });
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    await waitFor(() =>
      expect(
        api.sent.some((c) => c.method === 'DELETE' && c.path === '/tech-journey/questions/8'),
      ).toBe(true),
    );

    await user.click(screen.getByRole('button', { name: 'Rispondi' }));
    const replyField = screen.getByLabelText('La tua risposta');
    expect(replyField).toHaveFocus();
    await user.type(replyField, 'Grazie!');
    await user.click(screen.getByRole('button', { name: 'Invia risposta' }));
    await waitFor(() =>
      expect(api.sent.find((c) => c.path === '/tech-journey/questions/reply')?.body).toEqual({
        tj_question_id: '8',
        text: 'Grazie!',
      }),
    );
    expect(screen.queryByLabelText('La tua risposta')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Segnala la risposta di Marco Rossi' }));
    const report = await screen.findByRole('dialog', { name: 'Segnalare il messaggio?' });
    await user.click(within(report).getByRole('button', { name: 'Segnala' }));
    await waitFor(() =>
      expect(services.toasts.get()).toEqual([
        expect.objectContaining({ kind: 'info', message: 'Hai già segnalato questo contenuto.' }),
      ]),
    );
  });

  it('shows the 404 page for a resource the student may not see', async () => {
    renderApp({ path: `/module-detail/${MODULE_ID}/episode-detail/999`, role: 'student' });
    expect(await screen.findByRole('img', { name: 'Errore 404' })).toBeInTheDocument();
  });

  it('rates the resource with the star radio group', async () => {
    const { user, api } = openEpisode(EXERCISE);
    expect(await screen.findByText('Ancora nessun voto.')).toBeVisible();
    const group = screen.getByRole('group', { name: 'Il tuo voto' });
    await user.click(within(group).getByRole('radio', { name: '4 stelle' }));
    expect(await screen.findByText('Media 4 su 5 (1 voto).')).toBeVisible();
    expect(within(group).getByRole('radio', { name: '4 stelle' })).toBeChecked();
    expect(api.sent.find((c) => c.path === '/tech-journey/resource-ranking')?.body).toEqual({
      resource_id: '42',
      vote: 4,
    });
  });

  it('shows a lesson with its Italian captions on, and no track for a lesson without', async () => {
    openEpisode({ ...LESSON, captions_url: '/media/variabili.vtt' });
    const video = await screen.findByLabelText('Video: Variabili e tipi');
    expect(video).toHaveAttribute('crossorigin', 'anonymous');
    const track = video.querySelector('track');
    expect(track).toHaveAttribute('src', 'http://localhost:3000/media/variabili.vtt');
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('srclang', 'it');
    expect(track).toHaveAttribute('label', 'Italiano');
    expect(track).toHaveAttribute('default');
  });

  it('shows no captions track for a lesson without captions', async () => {
    openEpisode(LESSON);
    const video = await screen.findByLabelText('Video: Variabili e tipi');
    expect(video).toHaveAttribute('src', 'http://localhost:3000/media/variabili.webm');
    expect(video.querySelector('track')).toBeNull();
  });

  it('plays a lesson from the server origin, pings with the tracker token and tells when it is not watched enough', async () => {
    const { api, services } = openEpisode(LESSON);
    const video = await screen.findByLabelText('Video: Variabili e tipi');
    expect(video).toHaveAttribute('src', 'http://localhost:3000/media/variabili.webm');
    await waitFor(() => expect(api.sent.some((c) => c.path.endsWith('/tracker-token'))).toBe(true));
    await waitFor(() => {
      fireEvent.play(video);
      expect(api.sent.some((c) => c.path.endsWith('/pings'))).toBe(true);
    });
    const ping = api.sent.find((c) => c.path.endsWith('/pings'))!;
    expect(ping.body).toEqual({ position_seconds: 0, playing: true });
    expect(String((ping.headers as { get(name: string): unknown }).get('x-tracker-token'))).toBe(
      'tracker.jwt',
    );
    fireEvent.ended(video);
    await waitFor(() =>
      expect(services.toasts.get()).toEqual([
        expect.objectContaining({
          kind: 'info',
          message: 'Guarda la lezione fino alla fine per completarla.',
        }),
      ]),
    );
  });
});
