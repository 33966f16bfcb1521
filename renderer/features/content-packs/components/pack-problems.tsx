import { plural } from '#common/format/plurals.ts';
import type { FormError } from '../../../lib/http/form-error.ts';

/**
 * Why a pack was refused: the server's message and, for a pack that fails validation, every
 * problem with its place in the manifest (`levels[1].entities[3]`), so its authors can fix it.
 */
export function PackProblems(props: { error: FormError; id: string }) {
  const { error, id } = props;
  const problems = Object.entries(error.details);
  return (
    <div id={id} className="pack-problems" role="alert">
      {problems.length === 0 ? (
        <p>{error.message}</p>
      ) : (
        <>
          <p>
            Il pacchetto non è valido ({plural(problems.length, 'problema', 'problemi')}): nulla è
            stato modificato.
          </p>
          <ul className="pack-problems__list" aria-label="Problemi del pacchetto">
            {problems.map(([place, message]) => (
              <li key={place}>
                <code className="pack-problems__place">{place}</code>: {message}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
