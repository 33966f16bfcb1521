import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { PASSWORD_CHANGE_PATH, passwordModalState } from '#common/routing/password-expired.ts';
import { Modal } from '../../../components/modal/modal.tsx';
import { useBlockingModal } from '../../../lib/blocking-modal.ts';
import { useSession } from '../../../lib/session-context.tsx';
import './password-expired-modal.css';

/**
 * The blocking 'AGGIORNA LA TUA PASSWORD' modal (spec 01 §4, spec 02 §2), driven by the pure rule
 * in common/routing. Its close and action buttons work only on the page the rule names; so that
 * nobody is stuck elsewhere (the desktop app has no address bar), the text links to that page.
 * Once the user has used an enabled button, the modal stays closed for this sign-in.
 */
export function PasswordExpiredModal() {
  const { claims, role } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [dismissedBy, setDismissedBy] = useState<string | null>(null);
  const state = passwordModalState({
    path: pathname,
    role,
    passwordExpired: claims?.password_expired ?? false,
  });
  const dismiss = () => setDismissedBy(claims?.user_id ?? null);
  const open = state.visible && dismissedBy !== claims?.user_id;
  // The guided tour must not open on top of it.
  useBlockingModal(open);

  return (
    <Modal
      open={open}
      title="AGGIORNA LA TUA PASSWORD"
      onClose={dismiss}
      closeDisabled={!state.actionsEnabled}
    >
      <p>
        La tua password non è abbastanza sicura. Per proteggere il tuo account scegline una nuova,
        più lunga e difficile da indovinare.
      </p>
      {!state.actionsEnabled && (
        <p>
          Puoi aggiornarla da{' '}
          <Link to={state.unlockPath}>
            {state.unlockPath === PASSWORD_CHANGE_PATH ? 'Impostazioni' : 'Profilo personale'}
          </Link>
          .
        </p>
      )}
      <div className="password-modal__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={!state.actionsEnabled}
          onClick={() => {
            dismiss();
            void navigate(PASSWORD_CHANGE_PATH);
          }}
        >
          Modifica password
        </button>
      </div>
    </Modal>
  );
}
