import { PageFrame } from '../../../components/page-frame/page-frame.tsx';
import { DownloadFolderPanel } from './download-folder-panel.tsx';

/** The settings page: the route's title frame, then the download panel (desktop app only). */
export default function SettingsPage() {
  return (
    <PageFrame>
      <DownloadFolderPanel />
    </PageFrame>
  );
}
