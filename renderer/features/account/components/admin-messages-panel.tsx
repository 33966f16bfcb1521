import { useId } from 'react';
import {
  ADMIN_MESSAGE_KIND_LABELS,
  adminMessageEntries,
  useAdminMessages,
} from '../../../lib/admin-messages/admin-messages.ts';
import './settings.css';
import { ExternalLink } from '../../../lib/sanitize/index.ts';

/**
 * "Messaggi" (spec 02 §2 settings, §3 admin messages): what the administrators say to everyone,
 * errors first. A failed load shows nothing more than an empty list (spec 02 §4).
 */
export function AdminMessagesPanel() {
  const messages = useAdminMessages();
  const id = useId();
  const entries = adminMessageEntries(messages.data);
  return (
    <section
      className="settings-panel"
      aria-labelledby={`${id}-title`}
      aria-busy={messages.isPending}
    >
      <h2 id={`${id}-title`} className="settings-panel__title">
        Messaggi
      </h2>
      {entries.length === 0 ? (
        <p className="settings-panel__hint">
          {messages.isPending ? 'Caricamento…' : 'Nessun messaggio.'}
        </p>
      ) : (
        <ul className="admin-messages">
          {entries.map((entry) => (
            <li
              key={entry.id}
              className={`admin-messages__item admin-messages__item--${entry.kind}`}
            >
              <span className="admin-messages__kind">{ADMIN_MESSAGE_KIND_LABELS[entry.kind]}</span>
              <span>{entry.message}</span>
              <ExternalLink href={entry.link} className="admin-messages__link">
                Apri il link
              </ExternalLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
