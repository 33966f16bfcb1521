import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { StudioWorkspace } from '#common/api/studio/studio.ts';
import { paths } from '#common/routing/paths.ts';
import { studioErrorOf, useSaveStudioItem, type StudioError } from '../api/index.ts';
import { newLiveCourse } from './new-items.ts';

/**
 * «Nuovo corso live» (admins): the title gives the key and the chat channel; the course is
 * saved as a new draft item and its editor opens.
 */
export function NewLiveCourseForm({ workspace }: { workspace: StudioWorkspace }) {
  const id = useId();
  const navigate = useNavigate();
  const save = useSaveStudioItem(workspace.pack.key);
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [refused, setRefused] = useState<StudioError | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (title.trim() === '') {
      setError('Indica il titolo del nuovo corso.');
      return;
    }
    setError(null);
    setRefused(null);
    const taken = [
      ...workspace.draft.live_courses.map((course) => course.key),
      ...workspace.items.filter((item) => item.kind === 'live_course').map((item) => item.key),
    ];
    const course = newLiveCourse(title, taken);
    try {
      await save.mutateAsync({ kind: 'live_course', key: course.key, revision: 0, item: course });
      void navigate(paths.studioLiveCourse.href(workspace.pack.key, course.key));
    } catch (failure) {
      setRefused(studioErrorOf(failure));
    }
  }

  const message = error ?? refused?.message ?? null;
  return (
    <form className="studio-inline-form" onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={`${id}-title`}>Titolo del nuovo corso live</label>
      <input
        id={`${id}-title`}
        value={title}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        onChange={(event) => setTitle(event.target.value)}
      />
      <button type="submit" className="button button--primary" disabled={save.isPending}>
        Nuovo corso live
      </button>
      {message && (
        <p id={`${id}-error`} className="studio-field__error" role="alert">
          {message}
        </p>
      )}
    </form>
  );
}
