import { Link } from 'react-router';
import { formatTime } from '#common/format/swiss-italian.ts';
import { paths } from '#common/routing/paths.ts';
import { useMyTestSessions } from '../api/my-test-sessions.ts';
import './test-session-notice.css';

/**
 * Tells a student that their professor opened a test for them (a test session), until when, and
 * takes them to it. Nothing is shown while loading, on failure or without an open session.
 */
export function TestSessionNotice() {
  const sessions = useMyTestSessions();
  if (!sessions.data?.length) return null;
  return (
    <section className="test-session-notice" aria-label="Test aperti dal docente">
      <ul className="test-session-notice__list">
        {sessions.data.map((session) => (
          <li key={session.quiz_id} className="test-session-notice__item">
            <p className="test-session-notice__text">
              Il tuo docente ha aperto il test «{session.title}» fino alle{' '}
              {formatTime(session.closes_at)}.
              {session.entity_title !== session.title && (
                <span className="test-session-notice__where">{session.entity_title}</span>
              )}
            </p>
            <Link
              className="button button--primary test-session-notice__go"
              to={paths.quiz.href(session.module_id, session.quiz_id)}
            >
              Vai al test
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
