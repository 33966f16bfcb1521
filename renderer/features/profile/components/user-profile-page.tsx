import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { profileEndpoints } from '#common/api/profile/endpoints.ts';
import type { PublicProfile } from '#common/api/profile/index.ts';
import { PageFrame } from '../../../components/page-frame/page-frame.tsx';
import { PageLoading } from '../../../components/page-loading/page-loading.tsx';
import { Chip } from '../../../components/chip/chip.tsx';
import { endpointQuery } from '../../../lib/query/index.ts';
import { useSession } from '../../../lib/session-context.tsx';
import { BadgeCard } from './badge-card.tsx';
import { ProfileIdentity } from './profile-identity.tsx';
import { StatsCard } from './stats-card.tsx';
import './profile.css';

/** /profile/:userId: another student's public profile, read-only. */
export default function UserProfilePage() {
  const { userId = '' } = useParams();
  const profile = useQuery(endpointQuery(profileEndpoints.getProfile, { params: { userId } }));
  if (profile.isPending) return <PageLoading />;
  if (profile.isError) {
    return (
      <PageFrame title="Profilo non trovato">
        <p className="profile-text__empty">Questo profilo non esiste o non è visibile.</p>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={`Profilo di ${profile.data.name}`}>
      <ReadOnlyProfile profile={profile.data} />
    </PageFrame>
  );
}

function ReadOnlyProfile({ profile }: { profile: Omit<PublicProfile, 'view'> }) {
  const { claims } = useSession();
  const own = claims?.user_id === profile.user_id;
  return (
    <>
      <ProfileIdentity profile={profile} editable={false} />
      {own && <p className="profile-card__hint">Così gli altri vedono il tuo profilo.</p>}
      <div className="profile-grid">
        {claims?.role === 'professor' && (
          <StatsCard userId={profile.user_id} title="Il suo percorso" quiet />
        )}
        <section className="profile-card" aria-labelledby="bio-title">
          <h2 id="bio-title" className="profile-card__title">
            Bio
          </h2>
          <p className={profile.bio ? 'profile-text__value' : 'profile-text__empty'}>
            {profile.bio ?? 'Nessuna bio.'}
          </p>
        </section>
        <section className="profile-card" aria-labelledby="top-tags-title">
          <h2 id="top-tags-title" className="profile-card__title">
            Hashtag preferiti
          </h2>
          {profile.top_tags.length === 0 ? (
            <p className="profile-text__empty">Nessun hashtag preferito.</p>
          ) : (
            <ul className="chip-list">
              {profile.top_tags.map((tag) => (
                <li key={tag}>
                  <Chip type="neutral">#{tag}</Chip>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="profile-card profile-card--wide" aria-labelledby="public-badges-title">
          <h2 id="public-badges-title" className="profile-card__title">
            Badge ({profile.badges.length})
          </h2>
          {profile.badges.length === 0 ? (
            <p className="profile-text__empty">Nessun badge per ora.</p>
          ) : (
            <ul className="badge-grid">
              {profile.badges.map((badge) => (
                <BadgeCard key={badge.id} badge={badge} />
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
