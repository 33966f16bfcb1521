import { useState } from 'react';
import { plural } from '#common/format/plurals.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { studioErrorOf, usePublishStudioDraft, type StudioError } from '../api/index.ts';

/**
 * «Pubblica questo corso»: after a confirmation, publishes this course's draft only (its episodes
 * and quizzes go to the students at once). A 422 lists what stops it, a 409 says why.
 */
export function PublishCourse(props: {
  pack: string;
  courseKey: string;
  title: string;
  /** Whether the course has a draft to publish. */
  hasDraft: boolean;
  /** The editor holds changes that cannot be saved (wrong fields, a 409): publishing waits. */
  unsaved: boolean;
  /** Saves a change still waiting for its quiet time, so what is published is what is shown. */
  beforePublish: () => Promise<void>;
}) {
  const publish = usePublishStudioDraft(props.pack);
  const [asking, setAsking] = useState(false);
  const [refused, setRefused] = useState<StudioError | null>(null);

  async function confirm() {
    setRefused(null);
    try {
      await props.beforePublish();
      await publish.mutateAsync([{ kind: 'live_course', key: props.courseKey }]);
    } catch (error) {
      setRefused(studioErrorOf(error));
    } finally {
      setAsking(false);
    }
  }

  const result = publish.isSuccess && !refused ? publish.data : null;
  const changes = result ? result.added.length + result.changed.length + result.retired.length : 0;
  return (
    <div className="studio-publish">
      <button
        type="button"
        className="button button--primary"
        disabled={!props.hasDraft || props.unsaved || publish.isPending}
        onClick={() => {
          publish.reset();
          setRefused(null);
          setAsking(true);
        }}
      >
        Pubblica questo corso
      </button>
      {!props.hasDraft && !result && <p className="studio-hint">Nessuna modifica da pubblicare.</p>}
      {props.unsaved && (
        <p className="studio-hint">Sistema le modifiche non salvate prima di pubblicare.</p>
      )}
      {result && (
        <p role="status" className="studio-ok">
          Corso pubblicato ({plural(changes, 'modifica', 'modifiche')}).
        </p>
      )}
      {refused && (
        <div role="alert" className="studio-alert">
          <p>{refused.message}</p>
          {Object.keys(refused.details).length > 0 && (
            <ul aria-label="Cosa impedisce la pubblicazione">
              {Object.entries(refused.details).map(([place, message]) => (
                <li key={place}>
                  {place.replace(/^live_course:[^.]*\.?/, '') || 'corso'}: {message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <ConfirmDialog
        open={asking}
        title="Pubblicare il corso?"
        message={`Gli studenti vedranno subito gli episodi e i quiz di «${props.title}» come sono ora. Le altre bozze del pacchetto restano bozze.`}
        confirmLabel="Pubblica"
        busy={publish.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
