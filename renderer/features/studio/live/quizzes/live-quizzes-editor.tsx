import { useId, useState, type FormEvent } from 'react';
import type { StudioLiveCourse } from '#common/api/studio/studio.ts';
import { TextField } from '../../components/editors/fields.tsx';
import { removeAt, replaceAt } from '../../components/editors/list-updates.ts';
import { newLiveQuiz } from '../new-items.ts';
import { LiveQuizEditor } from './live-quiz-editor.tsx';

/** The course's live quizzes and «Nuovo quiz live» (its key from the course key and title). */
export function LiveQuizzesEditor(props: {
  course: StudioLiveCourse;
  takenKeys: readonly string[];
  errors: Record<string, string>;
  onChange: (change: (course: StudioLiveCourse) => StudioLiveCourse) => void;
}) {
  const { course, errors, onChange } = props;
  const id = useId();
  const [title, setTitle] = useState('');
  const [titleError, setTitleError] = useState<string | undefined>();

  function add(event: FormEvent) {
    event.preventDefault();
    if (title.trim() === '') {
      setTitleError('Indica il titolo del quiz.');
      return;
    }
    setTitleError(undefined);
    onChange((current) => ({
      ...current,
      quizzes: [
        ...current.quizzes,
        newLiveQuiz(current, title, [
          ...props.takenKeys,
          ...current.quizzes.map((quiz) => quiz.key),
        ]),
      ],
    }));
    setTitle('');
  }

  return (
    <section className="studio-section" aria-labelledby="studio-live-quizzes">
      <h2 id="studio-live-quizzes" className="studio-section__title">
        Quiz live
      </h2>
      {course.quizzes.length === 0 && <p className="studio-state">Nessun quiz live.</p>}
      {course.quizzes.map((quiz, index) => (
        <LiveQuizEditor
          key={quiz.key}
          quiz={quiz}
          episodes={course.episodes}
          place={`quizzes[${index}]`}
          errors={errors}
          onChange={(change) =>
            onChange((current) => ({
              ...current,
              quizzes: replaceAt(current.quizzes, index, change),
            }))
          }
          onRemove={() =>
            onChange((current) => ({ ...current, quizzes: removeAt(current.quizzes, index) }))
          }
        />
      ))}
      <form className="studio-live-new" aria-labelledby={`${id}-title`} onSubmit={add} noValidate>
        <h3 id={`${id}-title`} className="studio-subtitle">
          Nuovo quiz live
        </h3>
        <TextField
          label="Titolo del nuovo quiz"
          value={title}
          error={titleError}
          onChange={setTitle}
        />
        <div className="studio-row">
          <button type="submit" className="button button--primary">
            Aggiungi il quiz
          </button>
        </div>
      </form>
    </section>
  );
}
