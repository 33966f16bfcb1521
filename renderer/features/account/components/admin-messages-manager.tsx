import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { accountEndpoints } from '#common/api/account/endpoints.ts';
import {
  ADMIN_MESSAGE_KINDS,
  ADMIN_MESSAGE_MAX_LENGTH,
  type AdminMessageKind,
} from '#common/api/account/index.ts';
import { formatDateTime } from '#common/format/swiss-italian.ts';
import { formErrorOf } from '../../../lib/http/form-error.ts';
import { invalidateEndpoints } from '../../../lib/query/index.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import {
  publishAdminMessage,
  useManagedAdminMessages,
  withdrawAdminMessage,
} from '../api/account-calls.ts';
import { ADMIN_MESSAGE_KIND_LABELS } from '../../../lib/admin-messages/admin-messages.ts';
import { FormErrorLine, SettingsField } from './settings-field.tsx';
import './settings.css';

/** A date-time-local value ("2026-12-01T18:00") as an ISO instant in the browser's zone. */
const isoOf = (local: string) => (local === '' ? null : new Date(local).toISOString());

/**
 * For users with the admin flag: publish a message to everyone (kind, text, a link for
 * information, an optional end), and withdraw one. The server checks the flag too.
 */
export function AdminMessagesManager() {
  const { http, toasts } = useServices();
  const queryClient = useQueryClient();
  const managed = useManagedAdminMessages();
  const [kind, setKind] = useState<AdminMessageKind>('info');
  const [message, setMessage] = useState('');
  const [link, setLink] = useState('');
  const [endsAt, setEndsAt] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const id = useId();

  const refresh = () =>
    invalidateEndpoints(queryClient, [
      accountEndpoints.listManagedAdminMessages,
      accountEndpoints.getAdminMessages,
    ]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (message.trim() === '') {
      setErrors({ message: 'Scrivi il messaggio.' });
      return;
    }
    setBusy(true);
    try {
      await publishAdminMessage(http, {
        kind,
        message,
        ...(kind === 'info' ? { link } : {}),
        ends_at: isoOf(endsAt),
      });
      setMessage('');
      setLink('');
      setEndsAt('');
      setErrors({});
      toasts.show('success', 'Messaggio pubblicato.');
      await refresh();
    } catch (failure) {
      const { message: text, details } = formErrorOf(failure);
      setErrors(Object.keys(details).length > 0 ? details : { form: text });
    } finally {
      setBusy(false);
    }
  };

  const withdraw = async (messageId: string) => {
    try {
      await withdrawAdminMessage(http, messageId);
      toasts.show('success', 'Messaggio ritirato.');
      await refresh();
    } catch {
      // The HTTP layer has shown the error toast.
    }
  };

  return (
    <section className="settings-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="settings-panel__title">
        Pubblica un messaggio (amministrazione)
      </h2>
      <form className="settings-form" noValidate onSubmit={(event) => void submit(event)}>
        <div className="settings-field">
          <label htmlFor={`${id}-kind`}>Tipo</label>
          <select
            id={`${id}-kind`}
            className="text-input"
            value={kind}
            onChange={(event) => setKind(event.target.value as AdminMessageKind)}
          >
            {ADMIN_MESSAGE_KINDS.map((value) => (
              <option key={value} value={value}>
                {ADMIN_MESSAGE_KIND_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <SettingsField id={`${id}-message`} label="Testo" error={errors.message}>
          {(control) => (
            <textarea
              {...control}
              className="text-input"
              rows={3}
              maxLength={ADMIN_MESSAGE_MAX_LENGTH}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
          )}
        </SettingsField>
        {kind === 'info' && (
          <SettingsField id={`${id}-link`} label="Link (facoltativo)" error={errors.link}>
            {(control) => (
              <input
                {...control}
                className="text-input"
                type="url"
                placeholder="https://"
                value={link}
                onChange={(event) => setLink(event.target.value)}
              />
            )}
          </SettingsField>
        )}
        <SettingsField
          id={`${id}-ends`}
          label="Visibile fino a (facoltativo)"
          error={errors.ends_at}
        >
          {(control) => (
            <input
              {...control}
              className="text-input"
              type="datetime-local"
              value={endsAt}
              onChange={(event) => setEndsAt(event.target.value)}
            />
          )}
        </SettingsField>
        <FormErrorLine message={errors.form} />
        <div>
          <button type="submit" className="button button--primary" disabled={busy}>
            Pubblica
          </button>
        </div>
      </form>
      {managed.data && managed.data.length > 0 && (
        <ul className="admin-messages admin-messages--managed" aria-label="Messaggi pubblicati">
          {managed.data.map((item) => (
            <li key={item.id} className={`admin-messages__item admin-messages__item--${item.kind}`}>
              <span className="admin-messages__kind">{ADMIN_MESSAGE_KIND_LABELS[item.kind]}</span>
              <span>{item.message}</span>
              <span className="admin-messages__meta">
                {formatDateTime(item.created_at)}
                {item.author ? ` · ${item.author}` : ''}
                {item.ends_at ? ` · fino al ${formatDateTime(item.ends_at)}` : ''}
                {item.withdrawn_at ? ' · ritirato' : ''}
              </span>
              {!item.withdrawn_at && (
                <button
                  type="button"
                  className="button button--ghost"
                  aria-label={`Ritira il messaggio: ${item.message}`}
                  onClick={() => void withdraw(item.id)}
                >
                  Ritira
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
