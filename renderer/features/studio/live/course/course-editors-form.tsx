import { useId, useState, type FormEvent } from 'react';
import type { StudioEditor } from '#common/api/studio/studio.ts';
import { studioErrorOf } from '../../api/index.ts';
import { useSetCourseEditors } from './use-course-editors.ts';

/**
 * The professors who may schedule this course's episodes and quizzes, by e-mail (one a line or
 * separated by commas). Saved at once (not a draft): it is a right, not content. The server's
 * 422 names the e-mails that are no professor's.
 */
export function CourseEditorsForm(props: {
  courseKey: string;
  /** A course still only in the draft has no editors yet: the right names a published course. */
  published: boolean;
  editors: readonly StudioEditor[];
}) {
  const id = useId();
  const save = useSetCourseEditors(props.courseKey);
  const [text, setText] = useState(props.editors.map((editor) => editor.email).join('\n'));
  const refused = save.isError ? studioErrorOf(save.error) : null;
  const message = refused ? (refused.details.emails ?? refused.message) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const emails = text
      .split(/[\s,;]+/)
      .map((email) => email.trim().toLowerCase())
      .filter((email) => email !== '');
    save.mutate(emails);
  }

  const saved = save.isSuccess ? save.data : null;
  if (!props.published) {
    return (
      <section className="studio-section" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="studio-section__title">
          Docenti del corso
        </h2>
        <p className="studio-hint">
          Pubblica il corso, poi indica i docenti che ne programmano gli episodi.
        </p>
      </section>
    );
  }
  return (
    <form className="studio-section" aria-labelledby={`${id}-title`} onSubmit={submit}>
      <h2 id={`${id}-title`} className="studio-section__title">
        Docenti del corso
      </h2>
      <p className="studio-hint">
        Possono programmare gli episodi e i quiz live di questo corso e pubblicarli.
      </p>
      <div className="studio-field">
        <label htmlFor={`${id}-emails`} className="studio-field__label">
          E-mail dei docenti
        </label>
        <textarea
          id={`${id}-emails`}
          rows={3}
          value={text}
          aria-invalid={message ? true : undefined}
          aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
          onChange={(event) => setText(event.target.value)}
        />
        <p id={`${id}-hint`} className="studio-field__hint">
          Una per riga. Solo account di docenti.
        </p>
        {message && (
          <p id={`${id}-error`} className="studio-field__error" role="alert">
            {message}
          </p>
        )}
      </div>
      <div className="studio-row">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          Salva i docenti
        </button>
        {saved && (
          <p role="status" className="studio-ok">
            {saved.length === 0
              ? 'Nessun docente per questo corso.'
              : `Docenti: ${saved.map((editor) => editor.name).join(', ')}.`}
          </p>
        )}
      </div>
    </form>
  );
}
