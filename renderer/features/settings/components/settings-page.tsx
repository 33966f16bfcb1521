import { PageFrame } from '../../../components/page-frame/page-frame.tsx';
import { DownloadFolderPanel } from './download-folder-panel.tsx';
import { ProfileSettingsPanel } from './profile-settings-panel.tsx';
import { RecentDownloads } from './recent-downloads.tsx';

/**
 * The settings page: the route's title frame, the profile data of the caller's role, then the
 * download folder and the latest downloads (both desktop app only).
 */
export default function SettingsPage() {
  return (
    <PageFrame>
      <ProfileSettingsPanel />
      <DownloadFolderPanel />
      <RecentDownloads />
    </PageFrame>
  );
}
