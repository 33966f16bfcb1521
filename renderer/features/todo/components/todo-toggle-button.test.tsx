import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { journeyEndpoints } from '#common/api/journey/endpoints.ts';
import type { Role } from '#common/auth/roles.ts';
import { answerFrom, on, type EndpointFake } from '../../../testing/fake-endpoints.ts';
import { entityFixture, hexId } from '../../../testing/journey-fixtures.ts';
import { renderFeature } from '../../../testing/render-feature.tsx';
import { readSavedEntities } from '../saved-entities.ts';
import { TodoToggleButton } from './todo-toggle-button.tsx';

const ID = hexId(9);

/** A to-do list server in memory; `overrides` answer first. */
async function renderToggle(role: Role | null, overrides: EndpointFake[] = []) {
  let saved = false;
  return renderFeature(<TodoToggleButton entityId={ID} entityTitle="Git" />, {
    role,
    api: answerFrom([
      ...overrides,
      on(journeyEndpoints.getTodoList, () => ({
        status: 200,
        data: saved ? [entityFixture({ id: ID, type: 'module' })] : [],
      })),
      on(journeyEndpoints.saveTodo, ({ params }) => {
        saved = true;
        return { status: 201, data: { id: params.id } };
      }),
      on(journeyEndpoints.removeTodo, () => {
        saved = false;
        return { status: 204 };
      }),
    ]),
  });
}

const toggle = () =>
  screen.findByRole('button', { name: 'Salva nella lista delle cose da fare «Git»' });

describe('to-do toggle button', () => {
  it('saves and removes for a student, following the server list', async () => {
    const { user, apiCalls } = await renderToggle('student');
    const button = await toggle();
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(apiCalls).toContain(`POST /tech-journey/todolist/${ID}`);
    expect(apiCalls).toContain(`DELETE /tech-journey/todolist/${ID}`);
  });

  it('treats "already saved" as saved, without an error', async () => {
    const { user } = await renderToggle('student', [
      on(journeyEndpoints.saveTodo, {
        status: 409,
        data: { message: 'È già nella tua lista.', code: 'conflict' },
      }),
    ]);
    const button = await toggle();
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.queryByText('È già nella tua lista.')).toBeNull();
  });

  it('keeps the choice locally when nobody is signed in', async () => {
    const { user, apiCalls } = await renderToggle(null);
    const button = await toggle();
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(readSavedEntities()).toEqual([ID]);
    await user.click(button);
    expect(readSavedEntities()).toEqual([]);
    expect(apiCalls).toEqual([]);
  });

  it.each<Role>(['professor', 'visitor', 'sorintian'])('is not there for a %s', async (role) => {
    const { apiCalls } = await renderToggle(role);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button')).toBeNull();
    expect(apiCalls).toEqual([]);
  });
});
