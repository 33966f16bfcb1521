import { useState, type ReactNode } from 'react';
import { pluralForm } from '#common/format/plurals.ts';
import { useDownload } from '../../../lib/downloads/use-download.ts';
import { credentialsDownload, type CredentialsFormat } from '../api/credentials.ts';

const FORMATS: ReadonlyArray<{ format: CredentialsFormat; label: string }> = [
  { format: 'pdf', label: 'Scarica i foglietti da stampare (PDF)' },
  { format: 'xlsx', label: "Scarica l'elenco (XLSX)" },
];

/**
 * The one-time passwords of new (or reset) accounts: each format can be downloaded once, then
 * the server forgets the passwords. Nothing is e-mailed: the professor hands out the slips.
 */
export function CredentialsDownloads({
  credentialsId,
  count,
}: {
  credentialsId: string;
  count: number;
}) {
  const { download, isDownloading } = useDownload();
  const [done, setDone] = useState<ReadonlySet<CredentialsFormat>>(new Set());
  const save = async (format: CredentialsFormat) => {
    const result = await download(credentialsDownload(credentialsId, format));
    // Gone (410) means it was downloaded already, e.g. from another window: nothing more to do.
    if (result.state === 'completed' || (result.state === 'failed' && result.status === 410)) {
      setDone((now) => new Set(now).add(format));
    }
  };
  return (
    <div className="credentials-downloads" role="group" aria-label="Credenziali dei nuovi account">
      <p className="classrooms-form__hint">
        {pluralForm(count, 'Un account ha', `${count} account hanno`)} una password temporanea:
        scarica le credenziali e consegnale a mano (la Tech Journey non invia e-mail). Ogni formato
        si può scaricare una sola volta; al primo accesso lo studente sceglie una password sua.
      </p>
      <div className="classrooms-form__actions">
        {FORMATS.map(({ format, label }) => (
          <button
            key={format}
            type="button"
            className="button button--primary"
            disabled={isDownloading || done.has(format)}
            onClick={() => void save(format)}
          >
            {done.has(format) ? `${label.replace('Scarica', 'Scaricato:')}` : label}
          </button>
        ))}
      </div>
    </div>
  );
}

/**
 * The last step of a dialog that created or reset accounts: their credentials, then "Fine".
 * It goes inside the dialog's own Modal, so the dialog stays on screen between its steps.
 */
export function CredentialsStep(props: {
  credentialsId: string;
  count: number;
  children?: ReactNode;
  onClose(): void;
}) {
  return (
    <>
      {props.children}
      <CredentialsDownloads credentialsId={props.credentialsId} count={props.count} />
      <div className="classrooms-form__actions">
        <button type="button" className="button button--ghost" onClick={props.onClose}>
          Fine
        </button>
      </div>
    </>
  );
}
