import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatEndpoints } from '#common/api/chat/endpoints.ts';
import { liveEndpoints } from '#common/api/live/endpoints.ts';
import type { LiveCourse } from '#common/api/live/courses.ts';
import { answerFrom, on } from '../../../testing/fake-endpoints.ts';
import { FakeWebSocket } from '../../../testing/fake-websocket.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const now = Math.floor(Date.now() / 1000);
const course: LiveCourse = {
  id: '1',
  title: 'Sicurezza',
  description: '',
  resources: [],
  authors: [],
  channel_id: 'sicurezza',
  thumbnail_path: null,
  subscribed: true,
  quizzes: [],
  episodes: [
    {
      id: '11',
      title: 'Phishing',
      description: '',
      start: now - 60,
      end: now + 3600,
      link: 'x.webm',
      captions_url: null,
      rank: null,
    },
  ],
};

const message = (id: string, text: string, username: string, ts: string) => ({
  _id: id,
  rid: 'sicurezza',
  msg: text,
  ts,
  u: { _id: '9', username, name: 'X' },
  _updatedAt: ts,
  pinned: false,
});

const loginAnswer = on(chatEndpoints.login, {
  status: 200,
  data: {
    status: 'success',
    data: {
      userId: 'student-1',
      authToken: 'chat-token',
      me: {
        _id: 'student-1',
        username: 'student.giulia_bianchi_10000',
        name: 'Giulia Bianchi',
        status: 'online',
        active: true,
        type: 'user',
        roles: ['user'],
        utcOffset: 1,
      },
    },
  },
});

const joinedChannel = {
  status: 200,
  data: {
    channel: {
      _id: 'sicurezza',
      name: 'sicurezza',
      fname: 'Sicurezza',
      t: 'c',
      msgs: 1,
      usersCount: 2,
      ts: '2026-11-20T08:00:00.000Z',
      ro: false,
      default: false,
      sysMes: true,
      _updatedAt: '2026-11-20T08:00:00.000Z',
    },
    success: true,
  },
};
const joinAnswer = on(chatEndpoints.channelsJoin, joinedChannel);

const episodeAnswers = [
  on(liveEndpoints.getStudentCourse, { status: 200, data: course }),
  on(liveEndpoints.getLiveTrackerToken, { status: 409, data: { message: 'no', code: 'conflict' } }),
];

const noPins = on(chatEndpoints.pinnedMessages, {
  status: 200,
  data: { messages: [], offset: 0, count: 0, total: 0, success: true },
});

describe('the chat panel', () => {
  beforeEach(() => window.localStorage.clear());

  it('logs in, shows the pinned message and the history, sends, and keeps the text on a 429', async () => {
    const sent: unknown[] = [];
    const tokens: unknown[] = [];
    let refuse = false;
    const { user } = renderApp({
      path: '/live/watch?course=1&episode=11',
      role: 'student',
      api: answerFrom([
        ...episodeAnswers,
        loginAnswer,
        on(chatEndpoints.channelsJoin, ({ config }) => {
          tokens.push(config.headers['X-Auth-Token']);
          return joinedChannel;
        }),
        on(chatEndpoints.pinnedMessages, {
          status: 200,
          data: {
            messages: [
              {
                ...message(
                  '1',
                  'Benvenuti alla diretta!',
                  'professor.admin_roberto_gallo_90000',
                  '2026-11-24T08:00:00.000Z',
                ),
                pinned: true,
              },
            ],
            offset: 0,
            count: 1,
            total: 1,
            success: true,
          },
        }),
        on(chatEndpoints.channelsHistory, {
          status: 200,
          data: {
            messages: [
              message(
                '2',
                'Ciao a tutti',
                'student.sara_colombo_417765',
                '2026-11-24T08:01:00.000Z',
              ),
            ],
            success: true,
          },
        }),
        on(chatEndpoints.postMessage, ({ body }) => {
          if (refuse) {
            return {
              status: 429,
              data: { success: false, error: 'too many', errorType: 'error-too-many-requests' },
            };
          }
          sent.push(body);
          return {
            status: 200,
            data: {
              ts: Date.now(),
              channel: 'sicurezza',
              message: message(
                '3',
                'Eccomi',
                'student.giulia_bianchi_410000',
                '2026-11-24T08:02:00.000Z',
              ),
              success: true,
            },
          };
        }),
      ]),
    });
    const panel = await screen.findByRole('region', { name: 'Chat del corso' });
    expect(await within(panel).findByText('Benvenuti alla diretta!')).toBeVisible();
    const messages = within(panel).getByRole('list', { name: 'Messaggi' });
    expect(await within(messages).findByText('Ciao a tutti')).toBeVisible();
    expect(within(messages).getByText('sara colombo')).toBeVisible();
    expect(within(messages).getByText('Studente')).toBeVisible();
    expect(tokens[0]).toBe('chat-token');

    const box = within(panel).getByLabelText('Scrivi un messaggio');
    await user.type(box, 'Eccomi');
    await user.click(within(panel).getByRole('button', { name: 'Invia messaggio' }));
    expect(await within(messages).findByText('Eccomi')).toBeVisible();
    expect(sent).toEqual([{ roomId: 'sicurezza', text: 'Eccomi' }]);
    expect(box).toHaveValue('');

    refuse = true;
    await user.type(box, 'Ancora');
    await user.click(within(panel).getByRole('button', { name: 'Invia messaggio' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Stai eseguendo azioni troppo velocemente. Riprova tra poco.',
    );
    await waitFor(() => expect(box).toHaveValue('Ancora'));
  });

  // The realtime socket is refused here (testing/setup.ts, as by a server without /websocket):
  // the changes of others come by polling, the fallback.
  it('applies the changes of others, edits one’s own message, and lets admins pin and delete', async () => {
    const edits: unknown[] = [];
    const deletions: unknown[] = [];
    const pins: unknown[] = [];
    const mine = {
      ...message('1', 'Ciao a tutti', 'student.giulia_bianchi_10000', '2026-11-24T08:00:00.000Z'),
      u: { _id: 'student-1', username: 'student.giulia_bianchi_10000', name: 'Giulia Bianchi' },
    };
    const theirs = message('2', 'Ciao', 'student.sara_colombo_417765', '2026-11-24T08:01:00.000Z');
    const { user } = renderApp({
      path: '/live/watch?course=1&episode=11',
      role: 'student',
      claims: { admin: true },
      api: answerFrom([
        ...episodeAnswers,
        loginAnswer,
        joinAnswer,
        noPins,
        on(chatEndpoints.channelsHistory, {
          status: 200,
          data: { messages: [theirs, mine], success: true },
        }),
        // Sara corrects her message, and the admin's pin of another message arrives.
        on(chatEndpoints.syncMessages, {
          status: 200,
          data: {
            result: {
              updated: [
                {
                  ...theirs,
                  msg: 'Ciao, corretto',
                  editedAt: '2026-11-24T08:03:00.000Z',
                  _updatedAt: '2026-11-24T08:03:00.000Z',
                },
              ],
              deleted: [],
              cursor: { next: null, previous: null },
            },
            success: true,
          },
        }),
        on(chatEndpoints.updateMessage, ({ body }) => {
          edits.push(body);
          return {
            status: 200,
            data: {
              message: { ...mine, msg: 'Ciao a tutte', editedAt: '2026-11-24T08:04:00.000Z' },
              success: true,
            },
          };
        }),
        on(chatEndpoints.pinMessage, ({ body }) => {
          pins.push(body);
          return {
            status: 200,
            data: {
              message: {
                ...mine,
                msg: 'Ciao a tutte',
                pinned: true,
                pinnedAt: '2026-11-24T08:05:00.000Z',
              },
              success: true,
            },
          };
        }),
        on(chatEndpoints.deleteMessage, ({ body }) => {
          deletions.push(body);
          return { status: 200, data: { _id: '2', ts: Date.now(), success: true } };
        }),
      ]),
    });
    const panel = await screen.findByRole('region', { name: 'Chat del corso' });
    const messages = within(panel).getByRole('list', { name: 'Messaggi' });
    expect(
      await within(messages).findByText('Ciao, corretto', {}, { timeout: 4_000 }),
    ).toBeVisible();
    expect(within(messages).getByText('(modificato)', { exact: false })).toBeVisible();

    const [mineItem, theirsItem] = within(messages).getAllByRole('listitem');
    // Sorted oldest first: one's own message, then Sara's; only one's own can be edited.
    expect(within(theirsItem!).queryByRole('button', { name: 'Modifica' })).toBeNull();
    await user.click(within(mineItem!).getByRole('button', { name: 'Modifica' }));
    const field = within(mineItem!).getByLabelText('Modifica il messaggio');
    expect(field).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(within(mineItem!).queryByLabelText('Modifica il messaggio')).toBeNull();
    expect(edits).toEqual([]);
    await user.click(within(mineItem!).getByRole('button', { name: 'Modifica' }));
    await user.clear(within(mineItem!).getByLabelText('Modifica il messaggio'));
    await user.type(
      within(mineItem!).getByLabelText('Modifica il messaggio'),
      'Ciao a tutte{Enter}',
    );
    expect(await within(mineItem!).findByText('Ciao a tutte')).toBeVisible();
    expect(edits).toEqual([{ roomId: 'sicurezza', msgId: '1', text: 'Ciao a tutte' }]);

    await user.click(within(mineItem!).getByRole('button', { name: 'Fissa' }));
    expect(pins).toEqual([{ messageId: '1' }]);
    expect(await within(panel).findByLabelText('Messaggio fissato')).toHaveTextContent(
      'Ciao a tutte',
    );

    await user.click(within(theirsItem!).getByRole('button', { name: 'Elimina' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminare il messaggio?' });
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    expect(deletions).toEqual([{ roomId: 'sicurezza', msgId: '2' }]);
    await waitFor(() => expect(within(messages).queryByText('Ciao, corretto')).toBeNull());
  });

  describe('over the realtime socket', () => {
    beforeEach(() => {
      FakeWebSocket.reset('open');
      vi.stubGlobal('WebSocket', FakeWebSocket);
    });
    afterEach(() => vi.unstubAllGlobals());

    /** The server's side of the handshake: connected, login accepted, the streams ready. */
    const serve = async (socket: FakeWebSocket) => {
      socket.receive({ msg: 'connected', session: 's1' });
      await waitFor(() => expect(socket.frames('method')).toHaveLength(1));
      socket.receive({ msg: 'result', id: socket.frames('method')[0]!.id, result: {} });
      await waitFor(() => expect(socket.frames('sub')).toHaveLength(2));
      socket.receive({ msg: 'ready', subs: socket.frames('sub').map((sub) => sub.id) });
    };

    it('shows pushed messages and deletions, stops polling while live, and polls again when the socket drops', async () => {
      const theirs = message(
        '2',
        'Ciao',
        'student.sara_colombo_417765',
        '2026-11-24T08:01:00.000Z',
      );
      let syncs = 0;
      let dropped = false;
      renderApp({
        path: '/live/watch?course=1&episode=11',
        role: 'student',
        api: answerFrom([
          ...episodeAnswers,
          loginAnswer,
          joinAnswer,
          noPins,
          on(chatEndpoints.channelsHistory, {
            status: 200,
            data: { messages: [theirs], success: true },
          }),
          on(chatEndpoints.syncMessages, () => {
            syncs += 1;
            const missed = message(
              '5',
              'Scritto mentre la connessione era giù',
              'student.sara_colombo_417765',
              '2026-11-24T08:05:00.000Z',
            );
            return {
              status: 200,
              data: {
                result: {
                  updated: dropped ? [missed] : [],
                  deleted: [],
                  cursor: { next: null, previous: null },
                },
                success: true,
              },
            };
          }),
        ]),
      });
      const panel = await screen.findByRole('region', { name: 'Chat del corso' });
      const messages = within(panel).getByRole('list', { name: 'Messaggi' });
      expect(await within(messages).findByText('Ciao')).toBeVisible();
      await waitFor(() => expect(FakeWebSocket.created).toHaveLength(1));
      const socket = FakeWebSocket.latest();
      // Beside the REST API, on the page's host; resumed with the chat token the REST login kept.
      expect(socket.url).toBe('ws://localhost:3000/api/chat/websocket');
      await serve(socket);
      expect(socket.frames('method')[0]!.params).toEqual([{ resume: 'chat-token' }]);

      act(() =>
        socket.receive({
          msg: 'changed',
          collection: 'stream-room-messages',
          id: 'id',
          fields: {
            eventName: 'sicurezza',
            args: [
              message(
                '3',
                'Arrivato subito',
                'student.sara_colombo_417765',
                '2026-11-24T08:02:00.000Z',
              ),
              { ...theirs, msg: 'Ciao, corretto', editedAt: '2026-11-24T08:03:00.000Z' },
            ],
          },
        }),
      );
      expect(await within(messages).findByText('Arrivato subito')).toBeVisible();
      expect(within(messages).getByText('Ciao, corretto')).toBeVisible();
      expect(within(messages).getAllByRole('listitem')).toHaveLength(2);
      act(() =>
        socket.receive({
          msg: 'changed',
          collection: 'stream-notify-room',
          id: 'id',
          fields: { eventName: 'sicurezza/deleteMessage', args: [{ _id: '3' }] },
        }),
      );
      await waitFor(() => expect(within(messages).queryByText('Arrivato subito')).toBeNull());

      // Live: a catch-up sync when the subscription began, then none for 30 s (polling would
      // have asked twice in these 3.2 s).
      await waitFor(() => expect(syncs).toBeGreaterThanOrEqual(1));
      const syncsWhenLive = syncs;
      await act(() => new Promise((resolve) => setTimeout(resolve, 3_200)));
      expect(syncs).toBe(syncsWhenLive);

      // The socket drops: polling every 1.5 s brings what was written meanwhile.
      dropped = true;
      act(() => socket.fail());
      expect(
        await within(messages).findByText(
          'Scritto mentre la connessione era giù',
          {},
          { timeout: 4_000 },
        ),
      ).toBeVisible();
    }, 15_000);
  });
});
