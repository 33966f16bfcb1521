import { useRef, useState } from 'react';
import type { SurveyId } from '#common/api/surveys/index.ts';
import { useSession } from '../../lib/session-context.tsx';
import { isSurveySkipped, rememberSurveySkipped } from '../../lib/surveys/skipped-surveys.ts';
import { useResponseExists, useSurvey } from '../../lib/surveys/survey-queries.ts';
import { SurveyDialog } from './survey-dialog.tsx';
import { useOtherDialogOpen } from './use-other-dialog-open.ts';

/**
 * Offers a feedback survey once `active` turns true (a resource just completed, a final test just
 * passed): only to students, only when they have neither answered it (asked of the server) nor
 * skipped it on this device for this position. Renders nothing otherwise.
 */
export function SurveyPrompt(props: {
  surveyId: SurveyId;
  /** The resource or level id; null while unknown. */
  position: string | null;
  active: boolean;
}) {
  const { surveyId, position, active } = props;
  const { claims } = useSession();
  const userId = claims?.role === 'student' ? claims.user_id : null;
  const [closed, setClosed] = useState(false);
  const own = useRef<HTMLDivElement>(null);
  const wanted =
    active &&
    !closed &&
    userId !== null &&
    position !== null &&
    !isSurveySkipped(userId, surveyId, position);
  const exists = useResponseExists(surveyId, position ?? '', wanted);
  const survey = useSurvey(surveyId, wanted && exists.data?.exists === false);
  const waiting = useOtherDialogOpen(own, wanted);
  if (!wanted || !survey.data || exists.data?.exists !== false || !userId || !position) {
    return null;
  }
  return (
    // The dialog stays mounted while another one is on top, so the answers given so far stay.
    <div ref={own}>
      <SurveyDialog
        open={!waiting}
        survey={survey.data}
        position={position}
        onAnswered={() => setClosed(true)}
        onSkip={() => {
          rememberSurveySkipped(userId, surveyId, position);
          setClosed(true);
        }}
      />
    </div>
  );
}
