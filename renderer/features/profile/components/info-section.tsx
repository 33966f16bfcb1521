import { Link } from 'react-router';
import type { OwnProfile } from '#common/api/profile/index.ts';
import { PROFILE_LIMITS } from '#common/profile/limits.ts';
import { paths } from '#common/routing/paths.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { updateBio, updateMotto } from '../api/profile-calls.ts';
import { useProfileEdit } from '../hooks/use-profile-edit.ts';
import { ChoicesPanel } from './choices-panel.tsx';
import { EditableText } from './editable-text.tsx';
import { ProfileViewsSection } from './profile-views-section.tsx';
import { StatsCard } from './stats-card.tsx';

/**
 * The "info" section of the own profile: texts, choices, journey stats and contacts; for a
 * student also "Chi ha visto il tuo profilo" (issue 25), which only the owner ever reads, since
 * this section belongs to /profile, the signed-in user's own page.
 */
export function InfoSection({ profile }: { profile: OwnProfile }) {
  const { http } = useServices();
  const bio = useProfileEdit('bio');
  const motto = useProfileEdit('i_am');
  const isStudent = profile.role === 'student';
  return (
    <div className="profile-grid">
      {isStudent && (
        <section className="profile-card" aria-labelledby="about-title">
          <h2 id="about-title" className="profile-card__title">
            Chi sei
          </h2>
          <EditableText
            label="Motto"
            value={profile.i_am}
            placeholder="Una frase che ti descrive, sotto il tuo nome."
            maxLength={PROFILE_LIMITS.mottoMaxLength}
            busy={motto.busy}
            onSave={(value) => motto.run(() => updateMotto(http, value), 'Motto salvato.')}
          />
          <EditableText
            label="Bio"
            value={profile.bio}
            placeholder="Racconta chi sei, cosa ti piace e cosa vuoi imparare."
            maxLength={PROFILE_LIMITS.bioMaxLength}
            multiline
            busy={bio.busy}
            onSave={(value) => bio.run(() => updateBio(http, value), 'Bio salvata.')}
          />
        </section>
      )}
      {isStudent && <ChoicesPanel profile={profile} />}
      {isStudent && <StatsCard userId={profile.user_id} title="Il tuo percorso" />}
      <ContactsCard profile={profile} />
      {isStudent && <ProfileViewsSection userId={profile.user_id} />}
    </div>
  );
}

function ContactsCard({ profile }: { profile: OwnProfile }) {
  return (
    <section className="profile-card" aria-labelledby="contacts-title">
      <h2 id="contacts-title" className="profile-card__title">
        Contatti
      </h2>
      <dl className="profile-stats">
        <div>
          <dt>E-mail dell'account</dt>
          <dd>{profile.email}</dd>
        </div>
        <div>
          <dt>E-mail secondaria</dt>
          <dd>{profile.sec_email ?? 'Non indicata'}</dd>
        </div>
        {profile.role === 'student' && (
          <>
            <div>
              <dt>GitHub</dt>
              <dd>{profile.github_link ?? 'Non indicato'}</dd>
            </div>
            <div>
              <dt>Contattabile dalle aziende</dt>
              <dd>{profile.can_contact ? 'Sì' : 'No'}</dd>
            </div>
          </>
        )}
      </dl>
      <Link className="button button--ghost" to={paths.settings.href()}>
        Modifica nelle impostazioni
      </Link>
    </section>
  );
}
