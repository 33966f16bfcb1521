import { useId, useState } from 'react';
import type { SurveyId } from '#common/api/surveys/index.ts';
import { plural } from '#common/format/plurals.ts';
import { ErrorPage } from '../../../components/error-page/error-page.tsx';
import { LoadError } from '../../../components/load-state/load-error.tsx';
import { PageFrame } from '../../../components/page-frame/page-frame.tsx';
import { SegmentedControl } from '../../../components/segmented-control/segmented-control.tsx';
import { useDownload } from '../../../lib/downloads/use-download.ts';
import { useSession } from '../../../lib/session-context.tsx';
import { surveyResultsDownload, useSurveyResults } from '../api/survey-results-calls.ts';
import { QuestionResultCard } from './question-result-card.tsx';
import './survey-results.css';

const SURVEYS: ReadonlyArray<{ id: SurveyId; label: string }> = [
  { id: 'resource-feedback', label: 'Feedback sulle attività' },
  { id: 'level-feedback', label: 'Feedback sui livelli' },
];

/**
 * The surveys' results (/admin/surveys, issue 12) for the users with the admin flag: per survey
 * and position (a resource or a level, or all of them), the counts, the average stars and the
 * free texts, and their XLSX. Anonymous: nobody's name is shown. Anyone else finds no such page.
 */
export default function SurveyResultsPage() {
  const { claims } = useSession();
  const admin = claims?.admin === true;
  const [surveyId, setSurveyId] = useState<SurveyId>('resource-feedback');
  const [position, setPosition] = useState<string | null>(null);
  const results = useSurveyResults(surveyId, position, admin);
  const { download, isDownloading } = useDownload();
  const selectId = useId();
  if (!admin) return <ErrorPage status={404} />;

  const data = results.data;
  return (
    <PageFrame>
      <SegmentedControl
        label="Sondaggio"
        options={SURVEYS.map((survey) => ({ value: survey.id, label: survey.label }))}
        value={surveyId}
        onChange={(id) => {
          setSurveyId(id);
          setPosition(null);
        }}
      />
      <div className="survey-results__toolbar">
        <label htmlFor={selectId}>
          {surveyId === 'resource-feedback' ? 'Attività' : 'Livello'}
        </label>
        <select
          id={selectId}
          className="text-input survey-results__select"
          value={position ?? ''}
          onChange={(event) => setPosition(event.target.value || null)}
        >
          <option value="">Tutte</option>
          {data?.survey_id === surveyId &&
            data.positions.map((entry) => (
              <option key={entry.position} value={entry.position}>
                {entry.label} ({entry.responses})
              </option>
            ))}
        </select>
        <button
          type="button"
          className="button button--ghost"
          disabled={isDownloading || !data || data.responses === 0}
          onClick={() => void download(surveyResultsDownload(surveyId, position))}
        >
          ⤓ Scarica XLSX
        </button>
      </div>
      {results.isPending ? (
        <p className="survey-results__state" aria-busy="true">
          Caricamento dei risultati…
        </p>
      ) : results.isError ? (
        <LoadError
          message="Impossibile caricare i risultati."
          onRetry={() => void results.refetch()}
        />
      ) : !data || data.responses === 0 ? (
        <p className="survey-results__state">Nessuna risposta ancora.</p>
      ) : (
        <>
          <p className="survey-results__summary" aria-live="polite">
            {data.title}: {plural(data.responses, 'risposta', 'risposte')}
          </p>
          <div className="survey-results__list">
            {data.questions.map((question) => (
              <QuestionResultCard key={question.id} question={question} />
            ))}
          </div>
        </>
      )}
    </PageFrame>
  );
}
