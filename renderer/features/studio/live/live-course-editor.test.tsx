import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { studioEndpoints } from '#common/api/studio/endpoints.ts';
import type { StudioLiveCourse, StudioWorkspace } from '#common/api/studio/studio.ts';
import { answerFrom, on, type FakeCall } from '../../../testing/fake-endpoints.ts';
import { renderFeature } from '../../../testing/render-feature.tsx';
import { useStudioWorkspace } from '../api/index.ts';
import { LiveCourseEditor } from './live-course-editor.tsx';
import { liveCourseFixture, liveWorkspaceFixture } from './testing/live-fixtures.ts';

const PACK = 'tech-journey-demo';

function Editor() {
  const workspace = useStudioWorkspace(PACK);
  if (!workspace.data) return <p>Caricamento…</p>;
  return <LiveCourseEditor workspace={workspace.data} courseKey="live-security" />;
}

interface Saved {
  kind: string;
  key: string;
  revision: number;
  item: StudioLiveCourse;
}

async function renderEditor(
  workspace: StudioWorkspace,
  answers: { publish?: (call: FakeCall) => { status: number; data?: unknown } } = {},
) {
  const saves: Saved[] = [];
  const published: unknown[] = [];
  const uploads: string[] = [];
  const view = await renderFeature(<Editor />, {
    role: 'professor',
    api: answerFrom([
      on(studioEndpoints.getStudioWorkspace, () => ({ status: 200, data: workspace })),
      on(studioEndpoints.listStudioPacks, { status: 200, data: [] }),
      on(studioEndpoints.saveStudioItem, (call) => {
        saves.push(call.body as Saved);
        return {
          status: 200,
          data: {
            kind: 'live_course',
            key: 'live-security',
            revision: saves.length,
            state: 'changed',
            updated_by: 'Dario Docente',
            updated_at: '2026-11-26T09:32:00.000Z',
            can_undo: true,
          },
        };
      }),
      on(studioEndpoints.uploadStudioMedia, (call) => {
        const file = (call.body as FormData).get('file') as File;
        uploads.push(file.name);
        return {
          status: 200,
          data: { name: `up-${file.name}`, bytes: 10, content_type: file.type },
        };
      }),
      on(studioEndpoints.publishStudioDraft, (call) => {
        published.push(call.body);
        return (
          answers.publish?.(call) ?? {
            status: 200,
            data: {
              added: [],
              changed: [{ kind: 'live_course', key: 'live-security', title: 'Sicurezza' }],
              retired: [],
              published_at: '2026-11-26T10:00:00.000Z',
            },
          }
        );
      }),
    ]),
  });
  await screen.findByRole('heading', { name: 'Episodi' });
  return { ...view, saves, published, uploads };
}

const quiet = () => act(() => new Promise((resolve) => setTimeout(resolve, 1100)));

describe('LiveCourseEditor: episodes', () => {
  it('refuses an end before the start with the rule’s message beside the end, and saves nothing', async () => {
    const { user, saves } = await renderEditor(liveWorkspaceFixture('course_author'));
    const end = screen.getByRole('textbox', { name: 'Ora di fine di «Phishing»' });
    await user.clear(end);
    await user.type(end, '13:30');
    expect(end).toHaveAccessibleDescription(
      expect.stringContaining("La fine dev'essere dopo l'inizio."),
    );
    expect(end).toHaveAttribute('aria-invalid', 'true');

    await user.type(
      screen.getByRole('textbox', { name: 'Titolo del nuovo episodio' }),
      'Ransomware',
    );
    await user.type(
      screen.getByRole('textbox', { name: 'Giorno del nuovo episodio' }),
      '17.12.2026',
    );
    await user.type(
      screen.getByRole('textbox', { name: "Ora d'inizio del nuovo episodio" }),
      '15:00',
    );
    const newEnd = screen.getByRole('textbox', { name: 'Ora di fine del nuovo episodio' });
    await user.type(newEnd, '14:00');
    await user.click(screen.getByRole('button', { name: "Aggiungi l'episodio" }));
    expect(newEnd).toHaveAccessibleDescription(
      expect.stringContaining("La fine dev'essere dopo l'inizio."),
    );
    expect(screen.queryByRole('article', { name: 'Episodio «Ransomware»' })).toBeNull();
    await quiet();
    expect(saves).toHaveLength(0);
  });

  it('saves a new episode with its key from the course, its start with the offset and its minutes', async () => {
    const { user, saves } = await renderEditor(liveWorkspaceFixture('course_author'));
    await user.type(
      screen.getByRole('textbox', { name: 'Titolo del nuovo episodio' }),
      'Il primo attacco!',
    );
    await user.type(
      screen.getByRole('textbox', { name: 'Giorno del nuovo episodio' }),
      '17.12.2026',
    );
    await user.type(
      screen.getByRole('textbox', { name: "Ora d'inizio del nuovo episodio" }),
      '15:00',
    );
    await user.type(
      screen.getByRole('textbox', { name: 'Ora di fine del nuovo episodio' }),
      '16:30',
    );
    await user.click(screen.getByRole('button', { name: "Aggiungi l'episodio" }));
    expect(
      await screen.findByRole('article', { name: 'Episodio «Il primo attacco!»' }),
    ).toBeVisible();
    await waitFor(() => expect(saves).toHaveLength(1), { timeout: 3000 });
    const episode = saves[0]!.item.episodes[2]!;
    expect(episode).toMatchObject({
      key: 'live-security-il-primo-attacco',
      title: 'Il primo attacco!',
      minutes: 90,
    });
    expect(episode.starts_at).toMatch(/^2026-12-17T15:00:00[+-]\d\d:\d\d$/);
    expect(new Date(episode.starts_at!).getTime()).toBe(new Date(2026, 11, 17, 15, 0).getTime());
    expect(saves[0]).toMatchObject({ kind: 'live_course', key: 'live-security', revision: 0 });
  });

  it('keeps exactly one video: an upload replaces the YouTube id and a YouTube id the upload', async () => {
    const { user, saves, uploads } = await renderEditor(liveWorkspaceFixture('course_author'));
    const phishing = screen.getByRole('article', { name: 'Episodio «Phishing»' });
    expect(
      within(phishing).getByRole('textbox', { name: 'Id del video YouTube di «Phishing»' }),
    ).toHaveValue('dQw4w9WgXcQ');
    await user.click(within(phishing).getByRole('radio', { name: 'Video caricato' }));
    expect(within(phishing).queryByRole('textbox', { name: /YouTube/ })).toBeNull();
    await user.upload(
      within(phishing).getByLabelText('Video di «Phishing» (MP4 o WebM)'),
      new File(['x'], 'phishing.mp4', { type: 'video/mp4' }),
    );
    expect(await within(phishing).findByText('Caricato: up-phishing.mp4')).toBeVisible();
    await waitFor(() => expect(saves.length).toBeGreaterThan(0), { timeout: 3000 });
    const uploaded = saves.at(-1)!.item.episodes[0]!;
    expect(uploads).toEqual(['phishing.mp4']);
    expect(uploaded.video).toBe('up-phishing.mp4');
    expect(uploaded).not.toHaveProperty('youtube_id');

    const password = screen.getByRole('article', { name: 'Episodio «Password»' });
    await user.click(within(password).getByRole('radio', { name: 'Video YouTube' }));
    await user.type(
      within(password).getByRole('textbox', { name: 'Id del video YouTube di «Password»' }),
      'abcdefghijk',
    );
    await waitFor(() => expect(saves.at(-1)!.item.episodes[1]!.youtube_id).toBe('abcdefghijk'), {
      timeout: 3000,
    });
    expect(saves.at(-1)!.item.episodes[1]).not.toHaveProperty('video');
  });

  it('saves an uploaded recording’s length in minutes and seconds, refuses a wrong one beside it', async () => {
    const { user, saves } = await renderEditor(liveWorkspaceFixture('course_author'));
    const phishing = screen.getByRole('article', { name: 'Episodio «Phishing»' });
    // A YouTube recording has no length to give: its player does not report what was watched.
    expect(
      within(phishing).queryByRole('group', { name: /Durata della registrazione/ }),
    ).toBeNull();

    const password = screen.getByRole('article', { name: 'Episodio «Password»' });
    const length = within(password).getByRole('group', {
      name: 'Durata della registrazione di «Password»',
    });
    expect(length).toHaveAccessibleDescription(
      expect.stringContaining('vale la durata della diretta'),
    );
    const minutes = within(length).getByRole('textbox', {
      name: 'Minuti della registrazione di «Password»',
    });
    const seconds = within(length).getByRole('textbox', {
      name: 'Secondi della registrazione di «Password»',
    });
    expect(minutes).toHaveValue('');
    expect(seconds).toHaveValue('');
    // By keyboard: minutes, then Tab to the seconds.
    await user.click(minutes);
    await user.keyboard('47');
    await user.tab();
    expect(seconds).toHaveFocus();
    await user.keyboard('30');
    await waitFor(() => expect(saves.at(-1)?.item.episodes[1]!.duration_seconds).toBe(2850), {
      timeout: 3000,
    });
    expect(saves.at(-1)!.item.episodes[1]!.video).toBe('password.mp4');

    // Replaced in one input (selected, then pasted), so no valid length passes on the way.
    const saved = saves.length;
    await user.tripleClick(seconds);
    await user.paste('75');
    expect(seconds).toHaveValue('75');
    expect(seconds).toHaveAccessibleDescription(
      expect.stringContaining('I secondi vanno da 0 a 59.'),
    );
    expect(seconds).toHaveAttribute('aria-invalid', 'true');
    await quiet();
    expect(saves).toHaveLength(saved);
    expect(saves.at(-1)!.item.episodes[1]!.duration_seconds).toBe(2850);

    // Both empty: no length, the recording counts as long as the broadcast.
    await user.clear(seconds);
    await user.clear(minutes);
    await waitFor(
      () => expect(saves.at(-1)!.item.episodes[1]).not.toHaveProperty('duration_seconds'),
      { timeout: 3000 },
    );
    expect(seconds).not.toHaveAttribute('aria-invalid');
  });

  it('drops the recording’s length with the upload when the source becomes YouTube', async () => {
    const course = liveCourseFixture();
    course.episodes[1] = { ...course.episodes[1]!, duration_seconds: 95 };
    const { user, saves } = await renderEditor(liveWorkspaceFixture('course_author', course));
    const password = screen.getByRole('article', { name: 'Episodio «Password»' });
    expect(
      within(password).getByRole('textbox', { name: 'Minuti della registrazione di «Password»' }),
    ).toHaveValue('1');
    expect(
      within(password).getByRole('textbox', { name: 'Secondi della registrazione di «Password»' }),
    ).toHaveValue('35');
    await user.click(within(password).getByRole('radio', { name: 'Video YouTube' }));
    expect(
      within(password).queryByRole('group', { name: /Durata della registrazione/ }),
    ).toBeNull();
    await user.type(
      within(password).getByRole('textbox', { name: 'Id del video YouTube di «Password»' }),
      'abcdefghijk',
    );
    await waitFor(() => expect(saves.at(-1)?.item.episodes[1]!.youtube_id).toBe('abcdefghijk'), {
      timeout: 3000,
    });
    expect(saves.at(-1)!.item.episodes[1]).not.toHaveProperty('duration_seconds');
    expect(saves.at(-1)!.item.episodes[1]).not.toHaveProperty('video');
  });

  it('shows the overlap warnings beside the episode without blocking the save', async () => {
    const course = liveCourseFixture();
    course.episodes[1] = { ...course.episodes[1]!, starts_at: '2026-12-03T14:30:00.000Z' };
    const { user, saves } = await renderEditor(
      liveWorkspaceFixture('course_author', course, {
        warnings: [
          {
            kind: 'live_course',
            key: 'live-security',
            place: 'episodes[1]',
            message: '«Password» si sovrappone a «Phishing».',
          },
        ],
      }),
    );
    const password = screen.getByRole('article', { name: 'Episodio «Password»' });
    expect(within(password).getByRole('list', { name: 'Avvisi su «Password»' })).toHaveTextContent(
      '«Password» si sovrappone a «Phishing».',
    );
    expect(within(password).getAllByText('«Password» si sovrappone a «Phishing».')).toHaveLength(1);
    expect(
      within(screen.getByRole('article', { name: 'Episodio «Phishing»' })).queryByRole('list', {
        name: /Avvisi/,
      }),
    ).toBeNull();
    const title = within(password).getByRole('textbox', {
      name: "Titolo dell'episodio «Password»",
    });
    await user.type(title, ' sicure');
    await waitFor(() => expect(saves).toHaveLength(1), { timeout: 3000 });
    expect(saves[0]!.item.episodes[1]!.title).toBe('Password sicure');
  });
});

describe('LiveCourseEditor: who edits what', () => {
  it('gives a course author the episodes and quizzes only, and saves the course fields untouched', async () => {
    const { user, saves } = await renderEditor(liveWorkspaceFixture('course_author'));
    expect(screen.queryByRole('textbox', { name: 'Titolo del corso' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Canale della chat' })).toBeNull();
    expect(screen.queryByLabelText(/Immagine del corso/)).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'E-mail dei docenti' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Aggiungi un autore' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Quiz live' })).toBeVisible();

    await user.click(
      screen.getByRole('button', { name: 'Aggiungi una domanda a «Quiz sul phishing»' }),
    );
    await user.type(
      screen.getByRole('textbox', { name: 'Testo: Domanda 2 di «Quiz sul phishing»' }),
      'Che cosa non si apre?',
    );
    await user.type(
      screen.getByRole('textbox', { name: 'Risposta 1 (Domanda 2 di «Quiz sul phishing»)' }),
      'Un allegato sconosciuto',
    );
    // An answer without text is not valid yet: nothing goes out until it has one.
    await quiet();
    expect(saves).toHaveLength(0);
    await user.type(
      screen.getByRole('textbox', { name: 'Risposta 2 (Domanda 2 di «Quiz sul phishing»)' }),
      'Il proprio registro',
    );
    await waitFor(() => expect(saves).toHaveLength(1), { timeout: 3000 });
    const { episodes: _e, quizzes, ...fields } = saves[0]!.item;
    const { episodes: _oe, quizzes: _oq, ...original } = liveCourseFixture();
    expect(fields).toEqual(original);
    expect(quizzes[0]!.questions[1]).toEqual({
      text: 'Che cosa non si apre?',
      type: 'single_answer',
      answers: [
        { text: 'Un allegato sconosciuto', correct: true },
        { text: 'Il proprio registro', correct: false },
      ],
    });
  });

  it('gives an admin the course’s fields and shows the right-answer rule beside a question', async () => {
    const { user, saves } = await renderEditor(liveWorkspaceFixture('admin'));
    const title = screen.getByRole('textbox', { name: 'Titolo del corso' });
    expect(title).toHaveValue('Sicurezza informatica');
    expect(screen.getByRole('textbox', { name: 'E-mail dei docenti' })).toHaveValue(
      'docente@demo.test',
    );
    await user.click(
      screen.getByRole('checkbox', {
        name: 'giusta: risposta 2 (Domanda 1 di «Quiz sul phishing»)',
      }),
    );
    expect(
      screen.getByText('Una domanda a risposta singola ha una sola risposta giusta (qui 2).'),
    ).toBeVisible();
    await user.type(title, ' avanzata');
    await waitFor(() => expect(saves.length).toBeGreaterThan(0), { timeout: 3000 });
    expect(saves.at(-1)!.item.title).toBe('Sicurezza informatica avanzata');
  });
});

describe('LiveCourseEditor: publishing', () => {
  const changed = (access: StudioWorkspace['access']) =>
    liveWorkspaceFixture(access, liveCourseFixture(), {
      items: [
        {
          kind: 'live_course',
          key: 'live-security',
          revision: 2,
          state: 'changed',
          updated_by: 'Dario Docente',
          updated_at: '2026-11-26T09:32:00.000Z',
          can_undo: true,
        },
      ],
    });

  it('publishes this course only, after the confirmation', async () => {
    const { user, published } = await renderEditor(changed('course_author'));
    await user.click(screen.getByRole('button', { name: 'Pubblica questo corso' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pubblicare il corso?' });
    expect(published).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Pubblica' }));
    expect(await screen.findByText('Corso pubblicato (1 modifica).')).toBeVisible();
    expect(published).toEqual([{ items: [{ kind: 'live_course', key: 'live-security' }] }]);
  });

  it('waits while the editor holds a change it cannot save', async () => {
    const { user, published } = await renderEditor(changed('course_author'));
    const publish = screen.getByRole('button', { name: 'Pubblica questo corso' });
    expect(publish).toBeEnabled();
    await user.clear(screen.getByRole('textbox', { name: "Titolo dell'episodio «Phishing»" }));
    expect(publish).toBeDisabled();
    expect(screen.getByText('Sistema le modifiche non salvate prima di pubblicare.')).toBeVisible();
    expect(published).toHaveLength(0);
  });

  it('lists what stops publishing (422) and says a 409’s message', async () => {
    let status = 422;
    const { user } = await renderEditor(changed('course_author'), {
      publish: () =>
        status === 422
          ? {
              status: 422,
              data: {
                message: 'La bozza non si può pubblicare.',
                code: 'validation_failed',
                details: {
                  'live_course:live-security.quizzes[0].questions': 'Almeno una domanda.',
                },
              },
            }
          : {
              status: 409,
              data: {
                message: '«Sicurezza» è cambiato dopo l’inizio della bozza.',
                code: 'conflict',
              },
            },
    });
    await user.click(screen.getByRole('button', { name: 'Pubblica questo corso' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Pubblica' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('La bozza non si può pubblicare.');
    expect(
      within(alert).getByRole('list', { name: 'Cosa impedisce la pubblicazione' }),
    ).toHaveTextContent('quizzes[0].questions: Almeno una domanda.');
    status = 409;
    await user.click(screen.getByRole('button', { name: 'Pubblica questo corso' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Pubblica' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '«Sicurezza» è cambiato dopo l’inizio della bozza.',
    );
  });
});
