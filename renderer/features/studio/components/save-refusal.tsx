import type { StudioError } from '../api/index.ts';

/** A refused save outside an editor: the server's message, and «Ricarica» after a 409. */
export function SaveRefusal(props: { refused: StudioError | null; onReload: () => void }) {
  const { refused, onReload } = props;
  if (!refused) return null;
  return (
    <div role="alert" className="studio-alert">
      <p>{refused.message}</p>
      {Object.entries(refused.details).length > 0 && (
        <ul>
          {Object.entries(refused.details).map(([place, message]) => (
            <li key={place}>
              {place}: {message}
            </li>
          ))}
        </ul>
      )}
      {refused.status === 409 && (
        <button type="button" className="button button--ghost" onClick={onReload}>
          Ricarica
        </button>
      )}
    </div>
  );
}
