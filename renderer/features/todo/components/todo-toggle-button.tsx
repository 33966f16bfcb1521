import { useSession } from '../../../lib/session-context.tsx';
import {
  useLocalTodoToggle,
  useServerTodoToggle,
  type TodoToggleState,
} from '../hooks/use-todo-toggle.ts';
import './todo-toggle-button.css';

export interface TodoToggleButtonProps {
  /** The entity's hexadecimal id. */
  readonly entityId: string;
  /** Names the entity for screen readers. */
  readonly entityTitle: string;
}

/**
 * Saves an entity to the to-do list or removes it (a toggle button with aria-pressed). Students
 * use the server's list; with nobody signed in the choice is kept locally until sign-in; other
 * roles have no to-do list and see nothing (spec 01 §6).
 */
export function TodoToggleButton(props: TodoToggleButtonProps) {
  const { claims } = useSession();
  if (!claims) return <LocalToggle {...props} />;
  if (claims.role !== 'student') return null;
  return <ServerToggle {...props} />;
}

function ServerToggle(props: TodoToggleButtonProps) {
  return <ToggleView {...props} state={useServerTodoToggle(props.entityId)} />;
}

function LocalToggle(props: TodoToggleButtonProps) {
  return <ToggleView {...props} state={useLocalTodoToggle(props.entityId)} />;
}

function ToggleView({ entityTitle, state }: TodoToggleButtonProps & { state: TodoToggleState }) {
  return (
    <button
      type="button"
      className={state.saved ? 'todo-toggle todo-toggle--saved' : 'todo-toggle'}
      aria-pressed={state.saved}
      // A toggle keeps one name whatever its state (aria-pressed tells it), and that name starts
      // with the words on the button, so a speech user can say them (WCAG 2.5.3).
      aria-label={`Salva nella lista delle cose da fare «${entityTitle}»`}
      disabled={state.pending}
      onClick={state.toggle}
    >
      <span aria-hidden="true">{state.saved ? '★' : '☆'}</span>
      Salva nella lista
    </button>
  );
}
