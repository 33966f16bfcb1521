import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { profileEndpoints } from '#common/api/profile/endpoints.ts';
import type { EarnedBadge } from '#common/api/profile/index.ts';
import { Modal } from '../../../components/modal/modal.tsx';
import { formErrorOf } from '../../../lib/http/form-error.ts';
import { endpointQueryKey, invalidateEndpoints } from '../../../lib/query/index.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { generateBadge } from '../api/award-calls.ts';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Issues a verifiable Open Badges credential of an earned badge to an e-mail address (spec 02
 * §7 generate-tj-credly-badge), optionally saving that address as the secondary e-mail.
 */
export function BadgeDialog(props: {
  badge: EarnedBadge | null;
  userId: string;
  defaultEmail: string;
  onClose(): void;
}) {
  const { badge, userId, defaultEmail, onClose } = props;
  const { http, toasts } = useServices();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState(defaultEmail);
  const [saveAsSecondary, setSaveAsSecondary] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [shownFor, setShownFor] = useState<string | null>(null);
  const id = useId();

  // Each opening starts from the default address, without the previous error.
  if ((badge?.id ?? null) !== shownFor) {
    setShownFor(badge?.id ?? null);
    setEmail(defaultEmail);
    setSaveAsSecondary(false);
    setError(null);
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!badge || busy) return;
    if (!EMAIL_PATTERN.test(email.trim())) {
      setError('Indica un indirizzo e-mail valido.');
      return;
    }
    setBusy(true);
    try {
      await generateBadge(http, {
        badge_id: badge.id,
        email: email.trim(),
        change_secondary_email: saveAsSecondary,
      });
      toasts.show('success', 'Badge generato: lo trovi qui sotto, pronto da scaricare.');
      await invalidateEndpoints(queryClient, [profileEndpoints.getBadgeAssertions]);
      if (saveAsSecondary) {
        await queryClient.invalidateQueries({
          queryKey: endpointQueryKey(profileEndpoints.getProfile, { params: { userId } }),
        });
      }
      onClose();
    } catch (failure) {
      const { message, details } = formErrorOf(failure);
      setError(details.email ?? details.badge_id ?? message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={badge !== null} title="Genera il badge verificabile" onClose={onClose}>
      <form className="badge-form" noValidate onSubmit={(event) => void submit(event)}>
        <p>
          Il badge <strong>{badge?.name}</strong> diventa una credenziale Open Badges: un'immagine
          con dentro la verifica, che puoi aggiungere al tuo curriculum o al tuo profilo online.
        </p>
        <label htmlFor={`${id}-email`}>E-mail del destinatario</label>
        <input
          id={`${id}-email`}
          type="email"
          className="text-input"
          value={email}
          autoComplete="email"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-error`}
          onChange={(event) => setEmail(event.target.value)}
        />
        <label className="badge-form__check">
          <input
            type="checkbox"
            checked={saveAsSecondary}
            onChange={(event) => setSaveAsSecondary(event.target.checked)}
          />
          Usa questo indirizzo anche come e-mail secondaria
        </label>
        <p id={`${id}-error`} className="profile-field-error" role={error ? 'alert' : undefined}>
          {error ?? ''}
        </p>
        <div className="profile-text__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            Genera badge
          </button>
          <button type="button" className="button button--ghost" onClick={onClose}>
            Annulla
          </button>
        </div>
      </form>
    </Modal>
  );
}
