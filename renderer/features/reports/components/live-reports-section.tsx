import {
  useFollowedLiveCourses,
  attendanceDownload,
  liveCertificatesDownload,
  liveResultsDownload,
} from '../api/live-report-downloads.ts';
import { DownloadButton } from './download-button.tsx';
import { LiveQuizHolders, ParticipationHolders } from './live-certificate-holders.tsx';
import { LiveAttemptsList } from './live-attempts-list.tsx';
import { LiveStatsTable } from './live-stats-table.tsx';
import { ReportEmpty, ReportError, ReportSkeleton } from './report-states.tsx';

/**
 * The live courses the professor's classrooms follow, with their files: the attendance sheets,
 * the live quiz results, each quiz's certificates and the course's participation certificates
 * (one student's, the chosen classroom's, or everyone's), with who of the classroom holds them.
 */
export function LiveReportsSection({ classroom }: { classroom: { id: string; name: string } }) {
  const courses = useFollowedLiveCourses();
  return (
    <section className="report-section" aria-labelledby="report-live-title">
      <h2 id="report-live-title" className="report-section__title">
        Corsi live
      </h2>
      {courses.isPending ? (
        <ReportSkeleton label="Caricamento dei corsi live" />
      ) : courses.isError ? (
        <ReportError onRetry={() => void courses.refetch()} />
      ) : courses.data.length === 0 ? (
        <ReportEmpty>Nessuna tua classe segue un corso live.</ReportEmpty>
      ) : (
        <ul className="report-list">
          {courses.data.map((course) => (
            <li key={course.id} className="report-list__item report-card">
              <h3 className="report-list__title">{course.title}</h3>
              <LiveStatsTable course={course} />
              <div className="report-actions">
                <DownloadButton
                  request={attendanceDownload(course, false)}
                  label={`Presenze: ${course.title}`}
                >
                  Presenze
                </DownloadButton>
                <DownloadButton
                  request={attendanceDownload(course, true)}
                  label={`Presenze per episodio: ${course.title}`}
                >
                  Presenze per episodio
                </DownloadButton>
                <DownloadButton
                  request={liveResultsDownload(course)}
                  label={`Risultati quiz live: ${course.title}`}
                >
                  Risultati quiz live
                </DownloadButton>
              </div>
              {course.quizzes.map((quiz) => (
                <div key={quiz.id} className="report-card__part">
                  <div className="report-actions">
                    <span className="report-list__meta">{quiz.title}</span>
                    <DownloadButton
                      request={liveCertificatesDownload(quiz, classroom)}
                      label={`Attestati della classe ${classroom.name}: ${quiz.title}`}
                    >
                      Attestati della classe
                    </DownloadButton>
                    <DownloadButton
                      request={liveCertificatesDownload(quiz)}
                      label={`Tutti gli attestati: ${quiz.title}`}
                    >
                      Tutti (ZIP)
                    </DownloadButton>
                    <LiveAttemptsList classroomId={classroom.id} quiz={quiz} />
                  </div>
                  <LiveQuizHolders quiz={quiz} classroom={classroom} />
                </div>
              ))}
              <ParticipationHolders course={course} classroom={classroom} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
