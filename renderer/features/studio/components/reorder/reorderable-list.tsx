import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { moveItem } from './move.ts';

export interface ReorderableListProps<T> {
  /** The list's accessible name, e.g. «Elementi del livello». */
  label: string;
  items: readonly T[];
  itemKey: (item: T) => string;
  /** The item's name in the announcements («Git di base spostato in posizione 2 di 3»). */
  itemName: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** The list in its new order. */
  onReorder: (next: T[]) => void;
  disabled?: boolean;
}

/**
 * A list the author reorders by dragging a row's handle, by the handle's arrow keys (↑ ↓, Home,
 * End) or by the «Sposta su» / «Sposta giù» buttons; every move is announced in an aria-live
 * region, so it can be done and heard without a mouse.
 */
export function ReorderableList<T>(props: ReorderableListProps<T>) {
  const { label, items, itemKey, itemName, renderItem, onReorder, disabled = false } = props;
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<number | null>(null);
  const handles = useRef(new Map<number, HTMLButtonElement>());
  /**
   * Where the handle moved by keyboard went: the focus follows it there once the list arrives
   * in its new order (after the save, for lists the server orders).
   */
  const focusIndex = useRef<number | null>(null);
  useEffect(() => {
    if (focusIndex.current === null) return;
    handles.current.get(focusIndex.current)?.focus();
    focusIndex.current = null;
  }, [items]);

  function move(from: number, to: number) {
    const target = Math.max(0, Math.min(items.length - 1, to));
    if (disabled || from === target) return;
    const item = items[from] as T;
    onReorder(moveItem(items, from, target));
    setAnnouncement(`${itemName(item)} spostato in posizione ${target + 1} di ${items.length}.`);
  }

  function onHandleKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const to = {
      ArrowUp: index - 1,
      ArrowDown: index + 1,
      Home: 0,
      End: items.length - 1,
    }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    focusIndex.current = Math.max(0, Math.min(items.length - 1, to));
    move(index, to);
  }

  return (
    <div className="studio-reorder">
      <ol className="studio-reorder__list" aria-label={label}>
        {items.map((item, index) => {
          const name = itemName(item);
          return (
            <li
              key={itemKey(item)}
              className={`studio-reorder__row${dragged === index ? ' is-dragged' : ''}`}
              onDragOver={(event) => {
                if (dragged !== null) event.preventDefault();
              }}
              onDrop={(event) => {
                event.preventDefault();
                if (dragged !== null) move(dragged, index);
                setDragged(null);
              }}
            >
              <button
                type="button"
                className="studio-reorder__handle"
                draggable={!disabled}
                ref={(element) => {
                  if (element) handles.current.set(index, element);
                  else handles.current.delete(index);
                }}
                aria-label={`Riordina ${name}: usa le frecce su e giù`}
                disabled={disabled}
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', String(index));
                  setDragged(index);
                }}
                onDragEnd={() => setDragged(null)}
                onKeyDown={(event) => onHandleKey(event, index)}
              >
                <span aria-hidden="true">⋮⋮</span>
              </button>
              <div className="studio-reorder__content">{renderItem(item, index)}</div>
              <div className="studio-reorder__moves">
                <button
                  type="button"
                  className="button button--ghost studio-small"
                  aria-label={`Sposta su ${name}`}
                  disabled={disabled || index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  Sposta su
                </button>
                <button
                  type="button"
                  className="button button--ghost studio-small"
                  aria-label={`Sposta giù ${name}`}
                  disabled={disabled || index === items.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  Sposta giù
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" aria-live="assertive">
        {announcement}
      </p>
    </div>
  );
}
