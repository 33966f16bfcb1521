import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { journeyEndpoints } from '#common/api/journey/endpoints.ts';
import type { Role } from '#common/auth/roles.ts';
import type { FakeAnswer } from '../../../testing/fake-adapter.ts';
import { answerFrom, on } from '../../../testing/fake-endpoints.ts';
import { hexId } from '../../../testing/journey-fixtures.ts';
import { renderFeature } from '../../../testing/render-feature.tsx';
import { readSavedEntities, SAVED_ENTITIES_KEY, writeSavedEntities } from '../saved-entities.ts';
import { useTodoSync } from './use-todo-sync.ts';

function Sync() {
  useTodoSync();
  return <p>pagina</p>;
}

const [A, B, C] = [hexId(1), hexId(2), hexId(3)];

const NOT_FOUND: FakeAnswer = {
  status: 404,
  data: { message: 'Risorsa non trovata.', code: 'not_found' },
};
const SAVED = (id: string): FakeAnswer => ({ status: 201, data: { id } });

/** `answers`: what saving each entity id answers (404 for the others). */
async function renderSync(role: Role, answers: Record<string, FakeAnswer> = {}) {
  return renderFeature(<Sync />, {
    role,
    api: answerFrom([
      on(journeyEndpoints.saveTodo, ({ params }) => answers[params.id ?? ''] ?? NOT_FOUND),
    ]),
  });
}

describe('to-do sync after sign-in', () => {
  it('pushes the locally saved ids for a student and drops the ones the server judged', async () => {
    const [D, E, F, G] = [hexId(4), hexId(5), hexId(6), hexId(7)];
    writeSavedEntities([A, B, C, D, E, F, G]);
    const { apiCalls, services } = await renderSync('student', {
      [A]: SAVED(A),
      [B]: {
        status: 409,
        data: { message: 'È già nella tua lista.', code: 'conflict' },
      },
      [C]: {
        status: 500,
        data: { message: 'Errore interno.', code: 'internal_error' },
      },
      [D]: {
        status: 404,
        data: { message: 'Contenuto non trovato.', code: 'not_found' },
      },
      [E]: {
        status: 422,
        data: { message: 'Dati non validi.', code: 'validation_failed' },
      },
      [F]: {
        status: 429,
        data: { message: 'Troppe richieste.', code: 'too_many_requests' },
      },
      [G]: 'network',
    });
    await waitFor(() => expect(apiCalls).toContain(`POST /tech-journey/todolist/${G}`));
    // Saved (A), already saved (B) and refused (D, E) leave local storage; the server error (C)
    // the rate limit (F) and the network failure (G) stay for the next page.
    await waitFor(() => expect(readSavedEntities()).toEqual([C, F, G]));
    expect(apiCalls.filter((call) => call.startsWith('POST'))).toEqual(
      [A, B, C, D, E, F, G].map((id) => `POST /tech-journey/todolist/${id}`),
    );
    // A background push tells nothing.
    expect(services.toasts.get()).toEqual([]);
  });

  it('clears local storage once everything is on the server', async () => {
    writeSavedEntities([A]);
    await renderSync('student', { [A]: SAVED(A) });
    await waitFor(() => expect(window.localStorage.getItem(SAVED_ENTITIES_KEY)).toBeNull());
  });

  it.each<Role>(['professor', 'visitor', 'sorintian'])('does nothing for a %s', async (role) => {
    writeSavedEntities([A, B]);
    const { apiCalls } = await renderSync(role);
    await screen.findByText('pagina');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(apiCalls).toEqual([]);
    expect(readSavedEntities()).toEqual([A, B]);
  });

  it('makes no call when nothing was saved locally', async () => {
    const { apiCalls } = await renderSync('student');
    await screen.findByText('pagina');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(apiCalls).toEqual([]);
  });
});
