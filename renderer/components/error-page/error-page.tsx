import { Link } from 'react-router';
import planetUrl from '../../../resources/images/planet.svg';
import { ErrorCode } from './error-code.tsx';
import { errorPageMessage, offersWayBack } from './error-messages.ts';
import './error-page.css';

/**
 * The error page: the status digits with every zero drawn as a planet, the message for the
 * status, and for 4xx the way back to the map. Without a status (a crash in the page itself)
 * only the generic message is shown. A failed call's request id is shown with a copy button, so
 * a student can quote it to the school, whose operator finds the server's lines by it.
 */
export function ErrorPage({ status, requestId }: { status?: number; requestId?: string }) {
  return (
    <section className="error-page" aria-labelledby="error-page-message">
      {status !== undefined && (
        <p className="error-page__digits" role="img" aria-label={`Errore ${status}`}>
          {[...String(status)].map((digit, index) =>
            digit === '0' ? (
              <img
                key={index}
                className="error-page__planet"
                src={planetUrl}
                alt=""
                data-digit="0"
              />
            ) : (
              <span key={index} className="error-page__digit" data-digit={digit}>
                {digit}
              </span>
            ),
          )}
        </p>
      )}
      <h1 id="error-page-message" className="error-page__message">
        {errorPageMessage(status)}
      </h1>
      {requestId !== undefined && <ErrorCode requestId={requestId} />}
      {offersWayBack(status) && (
        <Link className="button button--primary" to="/map">
          Torna alla Tech Journey
        </Link>
      )}
    </section>
  );
}
