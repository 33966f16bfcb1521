import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { classroomEndpoints } from '#common/api/classrooms/endpoints.ts';
import type { LiveQuizSummary } from '#common/api/live/quizzes.ts';
import { formatTime } from '#common/format/swiss-italian.ts';
import { plural } from '#common/format/plurals.ts';
import { formErrorOf } from '../../../lib/http/form-error.ts';
import { endpointQuery } from '../../../lib/query/index.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { useSubscriptions } from '../api/live-calls.ts';
import { toggled } from './toggled.ts';
import { useOpenLiveQuizSession } from '../api/live-quiz-calls.ts';

/**
 * Opening a live quiz (professors): a classroom of theirs that follows the course, the students
 * who take it (its enabled ones, all chosen to start with), and the session opens for them.
 */
export function QuizSessionPanel({ courseId, quiz }: { courseId: string; quiz: LiveQuizSummary }) {
  const id = useId();
  const { toasts } = useServices();
  const following = (useSubscriptions(courseId, true).data ?? []).filter((row) => row.subscribed);
  const [classroomId, setClassroomId] = useState<string | null>(null);
  const chosenClassroom = classroomId ?? following[0]?.classroom_id ?? null;
  // The classrooms area's own entry for these students: one cache for one endpoint.
  const classroomStudents = useQuery(
    endpointQuery(
      classroomEndpoints.listClassroomStudents,
      { params: { id: chosenClassroom ?? '' } },
      { enabled: chosenClassroom !== null },
    ),
  );
  const students = (classroomStudents.data ?? []).filter((student) => student.state === 'enabled');
  const [excluded, setExcluded] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const open = useOpenLiveQuizSession();
  const chosen = students.filter((student) => !excluded.has(student.id));

  if (following.length === 0) {
    return (
      <p className="live-state">Per aprire «{quiz.title}» iscrivi prima una tua classe al corso.</p>
    );
  }
  const toggle = (studentId: string) => {
    setError(null);
    setExcluded(toggled(excluded, studentId));
  };
  const submit = () => {
    if (chosen.length === 0) {
      setError('Scegli almeno uno studente.');
      return;
    }
    open.mutate(
      { quizId: quiz.id, studentIds: chosen.map((student) => student.id) },
      {
        onSuccess: (session) =>
          toasts.show(
            'success',
            `«${quiz.title}» aperto per ${plural(session.students_id.length, 'studente', 'studenti')} fino alle ${formatTime(session.closes_at)}.`,
          ),
        onError: (failure) => {
          const refused = formErrorOf(failure);
          setError(refused.details.students_id ?? refused.message);
        },
      },
    );
  };
  return (
    <fieldset className="subscription-choice">
      <legend>Apri «{quiz.title}»</legend>
      <label htmlFor={`${id}-classroom`}>Classe</label>
      <select
        id={`${id}-classroom`}
        value={chosenClassroom ?? ''}
        onChange={(event) => {
          setClassroomId(event.target.value);
          setExcluded(new Set());
        }}
      >
        {following.map((row) => (
          <option key={row.classroom_id} value={row.classroom_id}>
            {row.name}
          </option>
        ))}
      </select>
      {students.map((student) => (
        <label key={student.id} className="subscription-choice__option">
          <input
            type="checkbox"
            checked={!excluded.has(student.id)}
            onChange={() => toggle(student.id)}
          />
          {student.name}
        </label>
      ))}
      {error && (
        <p className="live-error" role="alert">
          {error}
        </p>
      )}
      <button
        type="button"
        className="button button--primary"
        disabled={open.isPending}
        onClick={submit}
      >
        Apri il quiz per {plural(chosen.length, 'studente', 'studenti')}
      </button>
    </fieldset>
  );
}
