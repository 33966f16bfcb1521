import {
  participationCertificatesDownload,
  studentLiveCertificateDownload,
} from '../api/live-report-downloads.ts';
import { useLiveQuizHolders, useParticipationHolders } from '../api/obtained-live-certificates.ts';
import { DownloadButton } from './download-button.tsx';
import { LiveHoldersTable } from './live-holders-table.tsx';
import { ReportEmpty, ReportError, ReportSkeleton } from './report-states.tsx';

type Named = { id: string; name: string };
type Titled = { id: string; title: string };

/** The chosen classroom's students who passed a live quiz, each with their certificate. */
export function LiveQuizHolders({ quiz, classroom }: { quiz: Titled; classroom: Named }) {
  const holders = useLiveQuizHolders(classroom.id, quiz.id);
  if (holders.isPending) {
    return <ReportSkeleton label={`Caricamento degli attestati: ${quiz.title}`} rows={2} />;
  }
  if (holders.isError) return <ReportError onRetry={() => void holders.refetch()} />;
  if (holders.data.length === 0) {
    const nobody = `Nessuno studente della classe ha ancora ottenuto l'attestato di ${quiz.title}.`;
    return <ReportEmpty>{nobody}</ReportEmpty>;
  }
  return (
    <LiveHoldersTable
      caption={`Attestato live ottenuto: ${quiz.title}`}
      holders={holders.data}
      renderDownload={(student) => (
        <DownloadButton
          request={studentLiveCertificateDownload(quiz, student)}
          label={`Attestato di ${student.name}: ${quiz.title}`}
        >
          Attestato
        </DownloadButton>
      )}
    />
  );
}

/**
 * The participation certificate of a course (present for 60 % of the minutes broadcast): the
 * chosen classroom's holders with one PDF each, the classroom's in one PDF, and everyone's.
 */
export function ParticipationHolders({ course, classroom }: { course: Titled; classroom: Named }) {
  const holders = useParticipationHolders(classroom.id, course.id);
  return (
    <div className="report-card__part">
      <h4 className="report-list__title">Attestato di partecipazione</h4>
      <p className="report-list__meta">
        A chi ha seguito almeno il 60% dei minuti trasmessi; vale le ore PCTO di presenza.
      </p>
      <div className="report-actions">
        <DownloadButton
          request={participationCertificatesDownload(course, { classroom })}
          label={`Attestati della classe ${classroom.name}, partecipazione: ${course.title}`}
        >
          Attestati della classe
        </DownloadButton>
        <DownloadButton
          request={participationCertificatesDownload(course, 'all')}
          label={`Tutti (ZIP), attestati di partecipazione: ${course.title}`}
        >
          Tutti (ZIP)
        </DownloadButton>
      </div>
      {holders.isPending ? (
        <ReportSkeleton label="Caricamento degli attestati di partecipazione" rows={2} />
      ) : holders.isError ? (
        <ReportError onRetry={() => void holders.refetch()} />
      ) : holders.data.length === 0 ? (
        <ReportEmpty>
          Nessuno studente della classe ha ancora ottenuto l&apos;attestato di partecipazione.
        </ReportEmpty>
      ) : (
        <LiveHoldersTable
          caption={`Attestato di partecipazione ottenuto: ${course.title}`}
          holders={holders.data}
          renderDownload={(student) => (
            <DownloadButton
              request={participationCertificatesDownload(course, { student })}
              label={`Attestato di partecipazione di ${student.name}: ${course.title}`}
            >
              Attestato
            </DownloadButton>
          )}
        />
      )}
    </div>
  );
}
