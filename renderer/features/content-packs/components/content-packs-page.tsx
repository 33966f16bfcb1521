import { ErrorPage } from '../../../components/error-page/error-page.tsx';
import { PageFrame } from '../../../components/page-frame/page-frame.tsx';
import { useSession } from '../../../lib/session-context.tsx';
import { ExportSection } from './export-section.tsx';
import { ImportHistory } from './import-history.tsx';
import { PackImportPanel } from './pack-import-panel.tsx';
import './content-packs.css';

/**
 * Content packs (/admin/content, issue 23): a school's lessons, quizzes and videos imported from
 * a pack after a dry run, the current content exported as one, and the imports so far. Only for
 * the admin flag: anyone else finds no such page.
 */
export default function ContentPacksPage() {
  const { claims } = useSession();
  if (!claims?.admin) return <ErrorPage status={404} />;
  return (
    <PageFrame>
      <div className="content-packs">
        <PackImportPanel />
        <ExportSection />
        <ImportHistory />
      </div>
    </PageFrame>
  );
}
