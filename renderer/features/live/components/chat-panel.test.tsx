import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { chatEndpoints } from '#common/api/chat/endpoints.ts';
import { liveEndpoints } from '#common/api/live/endpoints.ts';
import type { LiveCourse } from '#common/api/live/courses.ts';
import { answerFrom, on } from '../../../testing/fake-endpoints.ts';
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
        on(liveEndpoints.getStudentCourse, { status: 200, data: course }),
        on(liveEndpoints.getLiveTrackerToken, {
          status: 409,
          data: { message: 'no', code: 'conflict' },
        }),
        on(chatEndpoints.login, {
          status: 200,
          data: {
            status: 'success',
            data: {
              userId: '41',
              authToken: 'chat-token',
              me: {
                _id: '41',
                username: 'student.giulia_bianchi_410000',
                name: 'Giulia Bianchi',
                status: 'online',
                active: true,
                type: 'user',
                roles: ['user'],
                utcOffset: 1,
              },
            },
          },
        }),
        on(chatEndpoints.channelsJoin, ({ config }) => {
          tokens.push(config.headers['X-Auth-Token']);
          return {
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
});
