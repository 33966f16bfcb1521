import { formatTime } from '#common/format/swiss-italian.ts';

/** Where an item's draft stands between the editor and the server. */
export type SaveStatus =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'invalid' }
  | { kind: 'conflict'; message: string }
  | { kind: 'error'; message: string };

/** The status line the editors show (Swiss time, HH:MM). */
export function saveStatusText(status: SaveStatus): string {
  switch (status.kind) {
    case 'idle':
      return 'Le modifiche si salvano da sole nella bozza.';
    case 'pending':
    case 'saving':
      return 'Salvataggio…';
    case 'saved':
      return `Salvato alle ${formatTime(status.at)}`;
    case 'invalid':
      return 'Modifiche non salvate: correggi i campi segnati';
    case 'conflict':
      return status.message;
    case 'error':
      return `Modifiche non salvate: ${status.message}`;
  }
}
