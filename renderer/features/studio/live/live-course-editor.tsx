import { Link } from 'react-router';
import type { StudioLiveCourse, StudioWorkspace } from '#common/api/studio/studio.ts';
import { DraftStatus, useStudioDraft } from '../drafts/index.ts';
import { CourseEditorsForm } from './course/course-editors-form.tsx';
import { CourseFields } from './course/course-fields.tsx';
import { CourseState, courseHasDraft, courseIsNew } from './course-state.tsx';
import { EpisodesEditor } from './episodes/episodes-editor.tsx';
import { takenKeys } from './new-items.ts';
import { PublishCourse } from './publish-course.tsx';
import { LiveQuizzesEditor } from './quizzes/live-quizzes-editor.tsx';

/** The checklist's lines about this course, by field. */
function CourseProblems({
  workspace,
  courseKey,
}: {
  workspace: StudioWorkspace;
  courseKey: string;
}) {
  const problems = workspace.problems.filter(
    (problem) => problem.kind === 'live_course' && problem.key === courseKey,
  );
  if (problems.length === 0) return null;
  return (
    <section className="studio-section" aria-labelledby="studio-live-problems">
      <h2 id="studio-live-problems" className="studio-section__title">
        Da sistemare prima di pubblicare
      </h2>
      <ul className="studio-checklist__list">
        {problems.map((problem, index) => (
          <li key={`${problem.place}:${index}`}>
            {problem.place ? `${problem.place}: ` : ''}
            {problem.message}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The editor of one live course, saved as a draft as the author types (useStudioDraft). Admins
 * edit everything; a course author (a professor named as the course's editor) only its
 * episodes and live quizzes, as the server allows, and publishes this course alone.
 */
export function LiveCourseEditor(props: { workspace: StudioWorkspace; courseKey: string }) {
  const { workspace, courseKey } = props;
  const pack = workspace.pack.key;
  const draft = useStudioDraft({ pack, kind: 'live_course', key: courseKey });
  if (!draft.ready) {
    return (
      <p className="studio-state" role="status">
        Caricamento del corso…
      </p>
    );
  }
  const course = draft.value;
  if (!course) {
    return (
      <div className="studio">
        <p className="studio-state">Questo corso non è nella bozza (forse è stato ritirato).</p>
        <Link to="../.." relative="path">
          Torna a «{workspace.pack.title}»
        </Link>
      </div>
    );
  }
  const admin = workspace.access === 'admin';
  const change = (update: (course: StudioLiveCourse) => StudioLiveCourse) => draft.setValue(update);
  const others = workspace.draft.live_courses.filter((other) => other.key !== courseKey);
  return (
    <div className="studio studio-live">
      <p className="studio-row">
        <Link to="../.." relative="path">
          Torna a «{workspace.pack.title}»
        </Link>
        <CourseState workspace={workspace} courseKey={courseKey} />
      </p>
      <DraftStatus draft={draft} />
      <PublishCourse
        pack={pack}
        courseKey={courseKey}
        title={course.title}
        hasDraft={courseHasDraft(workspace, courseKey) || draft.status.kind === 'pending'}
        unsaved={draft.status.kind === 'invalid' || draft.status.kind === 'conflict'}
        beforePublish={draft.saveNow}
      />
      <CourseProblems workspace={workspace} courseKey={courseKey} />
      {admin && <CourseFields course={course} errors={draft.errors} onChange={change} />}
      {admin && (
        <CourseEditorsForm
          courseKey={courseKey}
          published={!courseIsNew(workspace, courseKey)}
          editors={workspace.editors.filter((editor) => editor.course_key === courseKey)}
        />
      )}
      <EpisodesEditor
        course={course}
        takenKeys={takenKeys(others, 'episodes')}
        errors={draft.errors}
        warnings={workspace.warnings}
        onChange={change}
      />
      <LiveQuizzesEditor
        course={course}
        takenKeys={takenKeys(others, 'quizzes')}
        errors={draft.errors}
        onChange={change}
      />
    </div>
  );
}
