import { Link, useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame/page-frame.tsx';
import { PageLoading } from '../../../components/page-loading/page-loading.tsx';
import { useOwnProfile } from '../../../lib/profile/own-profile.ts';
import { AwardsSection } from './awards-section.tsx';
import { CertificatesSection } from './certificates-section.tsx';
import { InfoSection } from './info-section.tsx';
import { LeaderboardSection } from './leaderboard-section.tsx';
import { ProfileIdentity } from './profile-identity.tsx';
import { PROFILE_SECTIONS, sectionOf } from './profile-sections.ts';
import './profile.css';

/**
 * /profile: the own profile, editable in place, in the four sections of spec 02 §2 (students);
 * other roles have the info section only. ?section=certificates is "I MIEI CERTIFICATI".
 */
export default function ProfilePage() {
  const profile = useOwnProfile();
  const [params] = useSearchParams();
  if (profile.isPending) return <PageLoading />;
  if (profile.isError) {
    return (
      <PageFrame>
        <p className="profile-text__empty">Impossibile caricare il profilo. Riprova più tardi.</p>
      </PageFrame>
    );
  }
  const isStudent = profile.data.role === 'student';
  const section = isStudent ? sectionOf(params.get('section')) : 'info';
  const title = section === 'certificates' ? 'I miei certificati' : undefined;
  return (
    <PageFrame title={title}>
      <ProfileIdentity profile={profile.data} editable />
      {isStudent && (
        <nav className="profile-tabs" aria-label="Sezioni del profilo">
          {PROFILE_SECTIONS.map((entry) => (
            <Link
              key={entry.key}
              className="profile-tabs__tab"
              to={`?section=${entry.key}`}
              aria-current={entry.key === section ? 'page' : undefined}
            >
              {entry.label}
            </Link>
          ))}
        </nav>
      )}
      {section === 'info' && <InfoSection profile={profile.data} />}
      {section === 'awards' && <AwardsSection profile={profile.data} />}
      {section === 'certificates' && <CertificatesSection />}
      {section === 'leaderboard' && <LeaderboardSection userId={profile.data.user_id} />}
    </PageFrame>
  );
}
