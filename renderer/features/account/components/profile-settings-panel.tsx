import { useId, useState, type FormEvent } from 'react';
import type { OwnProfile } from '#common/api/profile/index.ts';
import { normaliseGithubLink, GITHUB_LINK_MESSAGE } from '#common/profile/github-link.ts';
import { PROFILE_LIMITS } from '#common/profile/limits.ts';
import { formErrorOf } from '../../../lib/http/form-error.ts';
import { useOwnProfile, useStoreOwnProfile } from '../../../lib/profile/own-profile.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { saveProfileSettings, type ProfileSettings } from '../api/profile-settings-calls.ts';
import { FormErrorLine, SettingsField } from './settings-field.tsx';
import './settings.css';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The checks the server makes too, so most mistakes are shown before anything is sent. */
export function profileSettingsErrors(settings: ProfileSettings): Record<string, string> {
  const errors: Record<string, string> = {};
  const email = settings.secEmail.trim();
  if (
    email !== '' &&
    (!EMAIL_PATTERN.test(email) || email.length > PROFILE_LIMITS.emailMaxLength)
  ) {
    errors.sec_email = "L'e-mail secondaria non è valida.";
  }
  const link = settings.githubLink.trim();
  if (link !== '' && normaliseGithubLink(link) === null) errors.github_link = GITHUB_LINK_MESSAGE;
  return errors;
}

const fromProfile = (profile: OwnProfile): ProfileSettings => ({
  secEmail: profile.sec_email ?? '',
  githubLink: profile.github_link ?? '',
  canContact: profile.can_contact,
  newsletter: profile.newsletter,
});

/**
 * "Dati del profilo" (spec 02 §7 profile settings per role): the secondary e-mail; for students
 * the GitHub link; the newsletter for students and professors. Nothing typed is lost on a
 * refusal: the message goes under its field. The companies' consent is chosen in the privacy
 * panel (issue 25), but PUT /student/profile still carries it, so this form sends it unchanged.
 */
export function ProfileSettingsPanel() {
  const profile = useOwnProfile();
  if (!profile.data) {
    return profile.isError ? (
      <p className="settings-panel">Impossibile caricare i dati del profilo.</p>
    ) : null;
  }
  return <ProfileSettingsForm profile={profile.data} />;
}

function ProfileSettingsForm({ profile }: { profile: OwnProfile }) {
  const { http, toasts } = useServices();
  const storeOwnProfile = useStoreOwnProfile();
  const [settings, setSettings] = useState(() => fromProfile(profile));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const id = useId();
  const isStudent = profile.role === 'student';
  const change = (patch: Partial<ProfileSettings>) => setSettings((now) => ({ ...now, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const invalid = profileSettingsErrors(settings);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    setBusy(true);
    try {
      // The consent as stored now, not as this form was opened: the privacy panel beside it may
      // have changed it since, and sending an old copy would undo the student's choice.
      const saved = await saveProfileSettings(
        http,
        profile.role,
        { ...settings, canContact: profile.can_contact },
        profile.github_link,
      );
      storeOwnProfile(saved);
      setSettings(fromProfile(saved));
      toasts.show('success', 'Dati del profilo salvati.');
    } catch (failure) {
      const { message, details } = formErrorOf(failure);
      setErrors(Object.keys(details).length > 0 ? details : { form: message });
    } finally {
      setBusy(false);
    }
  };

  const field = (
    name: 'sec_email' | 'github_link',
    label: string,
    key: 'secEmail' | 'githubLink',
    hint: string,
  ) => (
    <SettingsField id={`${id}-${name}`} label={label} error={errors[name]}>
      {(control) => (
        <input
          {...control}
          className="text-input"
          type={name === 'sec_email' ? 'email' : 'url'}
          value={settings[key]}
          placeholder={hint}
          onChange={(event) => change({ [key]: event.target.value })}
        />
      )}
    </SettingsField>
  );

  return (
    <section className="settings-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="settings-panel__title">
        Dati del profilo
      </h2>
      <form className="settings-form" noValidate onSubmit={(event) => void submit(event)}>
        {field('sec_email', 'E-mail secondaria', 'secEmail', 'nome@esempio.it')}
        {isStudent &&
          field(
            'github_link',
            'Link al profilo GitHub',
            'githubLink',
            'https://github.com/nomeutente',
          )}
        {profile.role !== 'visitor' && (
          <label className="settings-check">
            <input
              type="checkbox"
              checked={settings.newsletter}
              onChange={(event) => change({ newsletter: event.target.checked })}
            />
            <span>Voglio ricevere la newsletter della Tech Journey</span>
          </label>
        )}
        <FormErrorLine message={errors.form} />
        <div>
          <button type="submit" className="button button--primary" disabled={busy}>
            Salva
          </button>
        </div>
      </form>
    </section>
  );
}
