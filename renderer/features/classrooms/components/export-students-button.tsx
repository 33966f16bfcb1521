import { useDownload } from '../../../lib/downloads/use-download.ts';
import { exportStudentsDownload } from '../api/export-students.ts';

/**
 * Exports the selected students as an XLSX file (name, e-mail, classroom, state, school year,
 * points, certified PCTO hours). The server names the file; the download helper shows the toasts
 * and, in the desktop app, saves it into the chosen folder.
 */
export function ExportStudentsButton({ studentIds }: { studentIds: readonly string[] }) {
  const { download, isDownloading } = useDownload();
  return (
    <button
      type="button"
      className="button button--ghost"
      disabled={studentIds.length === 0 || isDownloading}
      onClick={() => void download(exportStudentsDownload(studentIds))}
    >
      Esporta selezionati (XLSX)
    </button>
  );
}
