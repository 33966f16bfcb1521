import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { RocketMessage } from '#common/api/chat/rocket.ts';
import { CHAT_MESSAGE_MAX_LENGTH } from '#common/api/chat/rocket.ts';
import { readChatUsername } from '#common/chat/chat-username.ts';
import { formatDateTime } from '#common/format/swiss-italian.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { useSession } from '../../../lib/session-context.tsx';
import { useChatRoom, type ChatRoomState } from './use-chat-room.ts';

const ROLE_LABELS = {
  student: 'Studente',
  professor: 'Docente',
  visitor: 'Ospite',
  sorintian: 'Azienda',
  admin: 'Admin',
} as const;

/** Editing one's own message in place: Enter or 'Salva' saves, Escape or 'Annulla' gives up. */
function EditMessageForm(props: {
  message: RocketMessage;
  onSave: (text: string) => Promise<boolean>;
  onDone: () => void;
}) {
  const { message, onSave, onDone } = props;
  const id = useId();
  const [text, setText] = useState(message.msg);
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '' || saving) return;
    if (text === message.msg) return onDone();
    setSaving(true);
    // A refused edit stays open with what was typed; the panel says why.
    const saved = await onSave(text);
    setSaving(false);
    if (saved) onDone();
  };
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onDone();
    }
  };
  return (
    <form className="chat-edit" onSubmit={(event) => void submit(event)}>
      <label htmlFor={`${id}-edit`} className="visually-hidden">
        Modifica il messaggio
      </label>
      <input
        id={`${id}-edit`}
        value={text}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        autoFocus
        onKeyDown={cancelOnEscape}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="button button--primary" disabled={saving}>
        Salva
      </button>
      <button type="button" className="button button--ghost" onClick={onDone}>
        Annulla
      </button>
    </form>
  );
}

function ChatMessage(props: {
  message: RocketMessage;
  mine: boolean;
  admin: boolean;
  room: ChatRoomState;
  onDelete: (message: RocketMessage) => void;
}) {
  const { message, mine, admin, room, onDelete } = props;
  const { nickname, role } = readChatUsername(message.u.username);
  const [editing, setEditing] = useState(false);
  return (
    <li className="chat-message">
      <p className="chat-message__head">
        <strong>{nickname}</strong>{' '}
        <span className={`chat-role chat-role--${role}`}>{ROLE_LABELS[role]}</span>{' '}
        <time dateTime={message.ts}>{formatDateTime(message.ts)}</time>
        {message.editedAt && <span className="chat-message__edited"> (modificato)</span>}
      </p>
      {editing ? (
        <EditMessageForm
          message={message}
          onSave={(text) => room.edit(message._id, text)}
          onDone={() => setEditing(false)}
        />
      ) : (
        <p className="chat-message__text">{message.msg}</p>
      )}
      {!editing && (mine || admin) && (
        <p className="chat-message__actions">
          {mine && (
            <button type="button" className="chat-action" onClick={() => setEditing(true)}>
              Modifica
            </button>
          )}
          {admin && !message.pinned && (
            <button
              type="button"
              className="chat-action"
              onClick={() => void room.pin(message._id)}
            >
              Fissa
            </button>
          )}
          {admin && (
            <button type="button" className="chat-action" onClick={() => onDelete(message)}>
              Elimina
            </button>
          )}
        </p>
      )}
    </li>
  );
}

/**
 * The chat of the live course beside the episode (issue 14): the pinned message on top, the
 * messages oldest to newest (the newest in view), and the send box. A refused send keeps the
 * text in the box and says why (spec 02 §8).
 */
export function ChatPanel({ channelId }: { channelId: string }) {
  const id = useId();
  const room = useChatRoom(channelId);
  const { claims } = useSession();
  const [deleting, setDeleting] = useState<RocketMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const list = useRef<HTMLOListElement>(null);

  // The newest message in view, scrolling the list only (never the page under the video).
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [room.messages.length]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '' || sending) return;
    setSending(true);
    if (await room.send(text)) setText('');
    setSending(false);
  };

  return (
    <section className="live-panel chat-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="live-panel__title">
        Chat del corso
      </h2>
      {room.pinned && (
        <div className="chat-pinned" aria-label="Messaggio fissato">
          <span className="chat-pinned__label">Fissato</span> {room.pinned.msg}
        </div>
      )}
      {room.status === 'joining' ? (
        <p className="live-state">Collegamento alla chat…</p>
      ) : room.messages.length === 0 && room.status === 'ready' ? (
        <p className="live-state">Ancora nessun messaggio: scrivi tu il primo.</p>
      ) : null}
      {/* It scrolls: focusable, so keyboard users can scroll it too (WCAG 2.1.1). */}
      <ol
        ref={list}
        className="chat-messages"
        aria-live="polite"
        aria-label="Messaggi"
        tabIndex={0}
      >
        {room.messages.map((message) => (
          <ChatMessage
            key={message._id}
            message={message}
            mine={message.u._id === claims?.user_id}
            admin={claims?.admin === true}
            room={room}
            onDelete={setDeleting}
          />
        ))}
      </ol>
      {room.error && (
        <p className="live-error" role="alert">
          {room.error}
        </p>
      )}
      <form className="chat-form" onSubmit={(event) => void submit(event)}>
        <label htmlFor={`${id}-text`} className="visually-hidden">
          Scrivi un messaggio
        </label>
        <input
          id={`${id}-text`}
          value={text}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          placeholder="Scrivi un messaggio…"
          disabled={room.status === 'failed'}
          onChange={(event) => setText(event.target.value)}
        />
        <button
          type="submit"
          className="button button--primary"
          disabled={sending || room.status !== 'ready'}
        >
          Invia messaggio
        </button>
      </form>
      <ConfirmDialog
        open={deleting !== null}
        title="Eliminare il messaggio?"
        message={`Il messaggio di ${deleting ? readChatUsername(deleting.u.username).nickname : ''} sparirà dalla chat per tutti.`}
        confirmLabel="Elimina"
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          setBusy(true);
          void room.remove(deleting._id).then(() => {
            setBusy(false);
            setDeleting(null);
          });
        }}
      />
    </section>
  );
}
