import { PageFrame } from '../../../components/page-frame/page-frame.tsx';
import { useOwnProfile } from '../../../lib/profile/own-profile.ts';
import { useSession } from '../../../lib/session-context.tsx';
import { AdminMessagesManager } from './admin-messages-manager.tsx';
import { AdminMessagesPanel } from './admin-messages-panel.tsx';
import { DownloadFolderPanel } from './download-folder-panel.tsx';
import { MyDataPanel } from './my-data-panel.tsx';
import { PasswordPanel } from './password-panel.tsx';
import { PrivacyPanel } from './privacy-panel.tsx';
import { ProfileSettingsPanel } from './profile-settings-panel.tsx';
import { RecentDownloads } from './recent-downloads.tsx';
import { SchoolYearPanel } from './school-year-panel.tsx';

/**
 * The settings (/settings and /profile/settings, spec 02 §2): only the password while a one-time
 * password must change, otherwise the profile data of the caller's role, the privacy choices and the school year
 * (students), the admin messages (and their publishing, for admins), the downloads (desktop app
 * only), and "I miei dati" (issue 25: the export for everyone here, the erasure request for
 * students). A company user reaches this page only to change an expired password, and sees only
 * that.
 */
export default function SettingsPage() {
  const { claims, role } = useSession();
  const profile = useOwnProfile();
  const mustChangePassword = claims?.password_expired ?? false;
  // Until the one-time password is changed the server serves none of the other panels' calls
  // (issue 26), so the page is the password form alone, as a company user's always is.
  if (role === 'sorintian' || mustChangePassword) {
    return (
      <PageFrame>
        <PasswordPanel />
      </PageFrame>
    );
  }
  return (
    <PageFrame>
      <ProfileSettingsPanel />
      {role === 'student' && profile.data && <PrivacyPanel profile={profile.data} />}
      {role === 'student' && profile.data && <SchoolYearPanel profile={profile.data} />}
      <PasswordPanel />
      <AdminMessagesPanel />
      {claims?.admin && <AdminMessagesManager />}
      <DownloadFolderPanel />
      <RecentDownloads />
      <MyDataPanel canAskErasure={role === 'student'} />
    </PageFrame>
  );
}
