import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../../../common/auth/roles.ts';
import { pathOf, type FakeAnswer } from '../../../test/fake-adapter.ts';
import { hexId } from '../../journey/testing/journey-fixtures.ts';
import { renderFeature } from '../../journey/testing/render-feature.tsx';
import { readSavedEntities, SAVED_ENTITIES_KEY, writeSavedEntities } from '../saved-entities.ts';
import { useTodoSync } from './use-todo-sync.ts';

function Sync() {
  useTodoSync();
  return <p>pagina</p>;
}

const [A, B, C] = [hexId(1), hexId(2), hexId(3)];

async function renderSync(role: Role, answers: Record<string, FakeAnswer> = {}) {
  return renderFeature(<Sync />, {
    role,
    api: (config) => answers[`${config.method?.toUpperCase()} ${pathOf(config)}`],
  });
}

describe('to-do sync after sign-in', () => {
  it('pushes the locally saved ids for a student and removes the accepted ones', async () => {
    writeSavedEntities([A, B, C]);
    const { apiCalls } = await renderSync('student', {
      [`POST /tech-journey/todolist/${A}`]: { status: 201 },
      [`POST /tech-journey/todolist/${B}`]: {
        status: 409,
        data: { message: 'È già nella tua lista.', code: 'conflict' },
      },
      [`POST /tech-journey/todolist/${C}`]: {
        status: 500,
        data: { message: 'Errore interno.', code: 'internal' },
      },
    });
    await waitFor(() => expect(apiCalls).toContain(`POST /tech-journey/todolist/${C}`));
    // Saved (A) and already saved (B) leave local storage; the failed one stays for next time.
    await waitFor(() => expect(readSavedEntities()).toEqual([C]));
    expect(apiCalls.filter((call) => call.startsWith('POST'))).toEqual([
      `POST /tech-journey/todolist/${A}`,
      `POST /tech-journey/todolist/${B}`,
      `POST /tech-journey/todolist/${C}`,
    ]);
    // 409 is quiet; the real failure is told.
    expect(await screen.findByText('Errore interno.')).toBeInTheDocument();
    expect(screen.queryByText('È già nella tua lista.')).toBeNull();
  });

  it('clears local storage once everything is on the server', async () => {
    writeSavedEntities([A]);
    await renderSync('student', { [`POST /tech-journey/todolist/${A}`]: { status: 201 } });
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
