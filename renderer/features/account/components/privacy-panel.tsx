import { useId, useState, type FormEvent } from 'react';
import type { ProfileAudience } from '#common/api/privacy/privacy.ts';
import type { OwnProfile } from '#common/api/profile/index.ts';
import { formErrorOf } from '../../../lib/http/form-error.ts';
import { useStoreOwnProfile } from '../../../lib/profile/own-profile.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { updatePrivacy } from '../api/privacy-calls.ts';
import { ConsentDialog } from './consent-dialog.tsx';
import { FormErrorLine } from './settings-field.tsx';
import './settings.css';

interface PrivacyChoices {
  audience: ProfileAudience;
  rankingByName: boolean;
  canContact: boolean;
}

const AUDIENCES: ReadonlyArray<{ value: ProfileAudience; label: string; meaning: string }> = [
  {
    value: 'school',
    label: 'Compagni di classe e i tuoi professori',
    meaning: 'Solo i compagni delle tue classi e i tuoi professori possono aprire il tuo profilo.',
  },
  {
    value: 'platform',
    label: 'Tutti gli studenti della piattaforma',
    meaning:
      'Anche gli studenti delle altre classi e delle altre scuole possono aprire il tuo profilo.',
  },
];

const fromProfile = (profile: OwnProfile): PrivacyChoices => ({
  audience: profile.profile_audience,
  rankingByName: profile.ranking_by_name,
  canContact: profile.can_contact,
});

/**
 * "Privacy" (issue 25 §2, students): who sees the profile, the name in the platform-wide
 * ranking, and the companies' consent, saved together with PUT /student/privacy. Turning the
 * consent on asks first (ConsentDialog); turning it off does not.
 */
export function PrivacyPanel({ profile }: { profile: OwnProfile }) {
  const { http, toasts } = useServices();
  const storeOwnProfile = useStoreOwnProfile();
  const [choices, setChoices] = useState(() => fromProfile(profile));
  const [askingConsent, setAskingConsent] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const id = useId();
  const change = (patch: Partial<PrivacyChoices>) => setChoices((now) => ({ ...now, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      const saved = await updatePrivacy(http, {
        profile_audience: choices.audience,
        ranking_by_name: choices.rankingByName,
        can_contact: choices.canContact,
      });
      storeOwnProfile(saved);
      setChoices(fromProfile(saved));
      toasts.show('success', 'Scelte sulla privacy salvate.');
    } catch (failure) {
      setError(formErrorOf(failure).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="settings-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="settings-panel__title">
        Privacy
      </h2>
      <form className="settings-form" noValidate onSubmit={(event) => void submit(event)}>
        <fieldset className="settings-group">
          <legend className="settings-group__legend">Chi può vedere il tuo profilo</legend>
          {AUDIENCES.map((option) => (
            <div key={option.value}>
              <label className="settings-check">
                <input
                  type="radio"
                  name={`${id}-audience`}
                  value={option.value}
                  checked={choices.audience === option.value}
                  aria-describedby={`${id}-${option.value}`}
                  onChange={() => change({ audience: option.value })}
                />
                <span>{option.label}</span>
              </label>
              <p id={`${id}-${option.value}`} className="settings-check__meaning">
                {option.meaning}
              </p>
            </div>
          ))}
        </fieldset>
        <fieldset className="settings-group">
          <legend className="settings-group__legend">Classifica</legend>
          <div>
            <label className="settings-check">
              <input
                type="checkbox"
                checked={choices.rankingByName}
                aria-describedby={`${id}-ranking`}
                onChange={(event) => change({ rankingByName: event.target.checked })}
              />
              <span>Mostra il mio nome nella classifica generale</span>
            </label>
            <p id={`${id}-ranking`} className="settings-check__meaning">
              Altrimenti nella classifica generale sei contato come «Studente», senza nome né
              avatar.
            </p>
          </div>
        </fieldset>
        <fieldset className="settings-group">
          <legend className="settings-group__legend">Contatto dalle aziende</legend>
          <div>
            <label className="settings-check">
              <input
                type="checkbox"
                checked={choices.canContact}
                aria-describedby={`${id}-contact`}
                onChange={(event) => {
                  // Consent is given only through the statement; withdrawing needs no question.
                  if (event.target.checked) setAskingConsent(true);
                  else change({ canContact: false });
                }}
              />
              <span>Accetto di essere contattato dalle aziende</span>
            </label>
            <p id={`${id}-contact`} className="settings-check__meaning">
              {choices.canContact
                ? 'Le aziende della piattaforma vedono il tuo curriculum. Togli la spunta e salva per ritirare il consenso.'
                : 'Finché non lo attivi, le aziende non vedono il tuo curriculum.'}
            </p>
          </div>
        </fieldset>
        <FormErrorLine message={error} />
        <div>
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? 'Salvataggio…' : 'Salva le scelte'}
          </button>
        </div>
      </form>
      <ConsentDialog
        open={askingConsent}
        onAccept={() => {
          change({ canContact: true });
          setAskingConsent(false);
        }}
        onCancel={() => setAskingConsent(false)}
      />
    </section>
  );
}
