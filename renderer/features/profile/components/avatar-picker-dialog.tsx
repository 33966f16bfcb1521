import { useState } from 'react';
import { Modal } from '../../../components/modal/modal.tsx';
import { UserAvatar } from '../../../components/user-avatar/user-avatar.tsx';
import { useStoreOwnProfile } from '../../../lib/profile/own-profile.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { chooseAvatar, removeAvatar, useAvatarCatalogue } from '../api/profile-calls.ts';
import { avatarPathOf } from '#common/api/profile/avatar-path.ts';

/**
 * The avatar catalogue in a dialog: one press chooses (and closes), 'Rimuovi avatar' goes back to
 * the initials. The current one is marked pressed.
 */
export function AvatarPickerDialog(props: {
  open: boolean;
  current: string | null;
  name: string;
  onClose(): void;
}) {
  const { open, current, name, onClose } = props;
  const { http, toasts } = useServices();
  const storeOwnProfile = useStoreOwnProfile();
  const catalogue = useAvatarCatalogue(open);
  const [busy, setBusy] = useState(false);

  const apply = async (call: () => ReturnType<typeof removeAvatar>, message: string) => {
    setBusy(true);
    try {
      storeOwnProfile(await call());
      toasts.show('success', message);
      onClose();
    } catch {
      // The error toast has been shown by the HTTP layer; the dialog stays open to retry.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} title="Scegli il tuo avatar" onClose={onClose}>
      {catalogue.isPending ? (
        <p role="status">Caricamento degli avatar…</p>
      ) : catalogue.isError ? (
        <p>Impossibile caricare gli avatar. Riprova più tardi.</p>
      ) : (
        <ul className="avatar-grid">
          {catalogue.data.map((avatar) => (
            <li key={avatar.id}>
              <button
                type="button"
                className="avatar-grid__option"
                aria-pressed={avatar.id === current}
                disabled={busy}
                onClick={() =>
                  void apply(() => chooseAvatar(http, avatar.id), 'Avatar aggiornato.')
                }
              >
                <UserAvatar avatarPath={avatarPathOf(avatar.id)} name={name} size="medium" />
                <span>{avatar.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="profile-text__actions">
        {current && (
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={() => void apply(() => removeAvatar(http), 'Avatar rimosso.')}
          >
            Rimuovi avatar
          </button>
        )}
        <button type="button" className="button button--ghost" onClick={onClose}>
          Chiudi
        </button>
      </div>
    </Modal>
  );
}
