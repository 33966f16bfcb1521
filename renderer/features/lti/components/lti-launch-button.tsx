import { useLaunchLtiCourse } from '../api/lti-calls.ts';

/** Opens a course at its tool; says where it opened once it did. */
export function LtiLaunchButton({ courseId, title }: { courseId: string; title: string }) {
  const launch = useLaunchLtiCourse();
  return (
    <div className="lti-launch">
      <button
        type="button"
        className="button button--primary"
        aria-label={`Apri ${title}`}
        disabled={launch.isPending}
        onClick={() => launch.mutate(courseId)}
      >
        {launch.isPending ? 'Apertura in corso...' : 'Apri il corso'}
      </button>
      {launch.isSuccess && (
        <p className="lti-launch__note" role="status">
          Il corso si è aperto in una nuova finestra del browser.
        </p>
      )}
    </div>
  );
}
