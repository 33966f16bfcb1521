import planetUrl from '../../../resources/images/planet.svg';
import { FATAL_COMMUNICATION_MESSAGE } from '../../lib/http/error-messages.ts';
import './fatal-page.css';

/** Replaces the whole app when the server cannot be reached or answers 503 (spec 01 §8). */
export function FatalPage({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="fatal-page">
      <img className="fatal-page__planet" src={planetUrl} alt="" />
      <h1 className="fatal-page__message">{FATAL_COMMUNICATION_MESSAGE}</h1>
      <button type="button" className="button button--primary" onClick={onRetry}>
        Riprova
      </button>
    </main>
  );
}
