import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { studioEndpoints } from '#common/api/studio/endpoints.ts';
import { paths } from '#common/routing/paths.ts';
import { answerFrom, on } from '../../../testing/fake-endpoints.ts';
import { renderFeature } from '../../../testing/render-feature.tsx';
import { LiveCoursesSection } from './live-courses-section.tsx';
import { liveCourseFixture, liveWorkspaceFixture } from './testing/live-fixtures.ts';

describe('LiveCoursesSection', () => {
  it('lists the courses with their draft state and a link to each editor', async () => {
    const workspace = liveWorkspaceFixture('course_author', liveCourseFixture(), {
      items: [
        {
          kind: 'live_course',
          key: 'live-security',
          revision: 1,
          state: 'changed',
          updated_by: 'Dario Docente',
          updated_at: '2026-11-26T09:32:00.000Z',
          can_undo: true,
        },
      ],
    });
    await renderFeature(<LiveCoursesSection workspace={workspace} />, { role: 'professor' });
    const list = screen.getByRole('list', { name: 'Corsi live' });
    expect(within(list).getByRole('link', { name: 'Sicurezza informatica' })).toHaveAttribute(
      'href',
      paths.studioLiveCourse.href('tech-journey-demo', 'live-security'),
    );
    expect(within(list).getByText('Modificato')).toBeVisible();
    expect(within(list).getByText(/2 episodi, 1 quiz/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Nuovo corso live' })).toBeNull();
  });

  it('says so when there is no course', async () => {
    const workspace = liveWorkspaceFixture('admin');
    workspace.draft.live_courses = [];
    await renderFeature(<LiveCoursesSection workspace={workspace} />, {
      role: 'professor',
    });
    expect(screen.getByText('Nessun corso live in questo pacchetto.')).toBeVisible();
  });

  it('lets an admin create a course: its key and channel from the title, then its editor opens', async () => {
    const saves: unknown[] = [];
    const workspace = liveWorkspaceFixture('admin');
    const { user, router } = await renderFeature(<LiveCoursesSection workspace={workspace} />, {
      role: 'professor',
      api: answerFrom([
        on(studioEndpoints.saveStudioItem, (call) => {
          saves.push(call.body);
          return {
            status: 200,
            data: {
              kind: 'live_course',
              key: 'reti-e-protocolli',
              revision: 1,
              state: 'new',
              updated_by: 'Anna Admin',
              updated_at: '2026-11-26T09:32:00.000Z',
              can_undo: true,
            },
          };
        }),
        on(studioEndpoints.getStudioWorkspace, { status: 200, data: workspace }),
        on(studioEndpoints.listStudioPacks, { status: 200, data: [] }),
      ]),
    });
    await user.click(screen.getByRole('button', { name: 'Nuovo corso live' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Indica il titolo del nuovo corso.');
    expect(saves).toHaveLength(0);
    await user.type(
      screen.getByRole('textbox', { name: 'Titolo del nuovo corso live' }),
      'Reti e protocolli',
    );
    await user.click(screen.getByRole('button', { name: 'Nuovo corso live' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        paths.studioLiveCourse.href('tech-journey-demo', 'reti-e-protocolli'),
      ),
    );
    expect(saves).toEqual([
      {
        kind: 'live_course',
        key: 'reti-e-protocolli',
        revision: 0,
        item: {
          key: 'reti-e-protocolli',
          title: 'Reti e protocolli',
          description: '',
          channel: 'reti-e-protocolli',
          authors: [],
          resources: [],
          episodes: [],
          quizzes: [],
        },
      },
    ]);
  });
});
