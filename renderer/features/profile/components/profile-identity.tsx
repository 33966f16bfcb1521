import { useState } from 'react';
import { avatarIdOfPath, type PublicProfile } from '#common/api/profile/index.ts';
import { percentToNextTitle, TITLE_LABELS } from '#common/progress/titles.ts';
import { initialsOf } from '../../../components/user-avatar/initials.ts';
import { UserAvatar } from '../../../components/user-avatar/user-avatar.tsx';
import { AvatarPickerDialog } from './avatar-picker-dialog.tsx';
import { ExternalLink } from '../../../lib/sanitize/index.ts';

/**
 * Avatar, name, motto and title of a profile. For its owner the avatar opens the catalogue; a
 * student's title comes with the progress bar to the next one.
 */
export function ProfileIdentity(props: {
  profile: Omit<PublicProfile, 'view'>;
  editable: boolean;
}) {
  const { profile, editable } = props;
  const [picking, setPicking] = useState(false);
  const isStudent = profile.role === 'student';
  return (
    <section className="profile-identity" aria-label="Identità">
      {editable ? (
        <button
          type="button"
          className="profile-identity__avatar-button"
          // Its visible text is the initials (when there is no image) and «Cambia»: the name
          // holds both, so a speech user can say what they see (WCAG 2.5.3, label in name).
          aria-label={`${initialsOf(profile.name)} · Cambia avatar`}
          onClick={() => setPicking(true)}
        >
          <UserAvatar avatarPath={profile.avatar_path} name={profile.name} size="large" />
          <span className="profile-identity__avatar-hint" aria-hidden="true">
            {/* The space keeps «Cambia» a word apart from the initials in the text. */}
            {' Cambia'}
          </span>
        </button>
      ) : (
        <UserAvatar avatarPath={profile.avatar_path} name={profile.name} size="large" />
      )}
      <div className="profile-identity__text">
        <p className="profile-identity__name">{profile.name}</p>
        {profile.i_am && <p className="profile-identity__motto">«{profile.i_am}»</p>}
        {isStudent && (
          <>
            <p className="profile-identity__title">
              {TITLE_LABELS[profile.title]} · {profile.points} punti
            </p>
            <div
              className="profile-identity__bar"
              role="progressbar"
              aria-label={
                profile.next_title
                  ? `Verso il titolo ${TITLE_LABELS[profile.next_title]}`
                  : 'Titolo massimo raggiunto'
              }
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percentToNextTitle(profile.points, profile.title)}
            >
              <span style={{ width: `${percentToNextTitle(profile.points, profile.title)}%` }} />
            </div>
            <p className="profile-identity__next">
              {profile.next_title
                ? `Ancora ${profile.points_to_next_title} punti per diventare ${TITLE_LABELS[profile.next_title]}.`
                : 'Hai raggiunto il titolo più alto: Legend!'}
            </p>
          </>
        )}
        <ExternalLink className="profile-identity__link" href={profile.github_link}>
          Profilo GitHub
        </ExternalLink>
      </div>
      {editable && (
        <AvatarPickerDialog
          open={picking}
          current={avatarIdOfPath(profile.avatar_path)}
          name={profile.name}
          onClose={() => setPicking(false)}
        />
      )}
    </section>
  );
}
