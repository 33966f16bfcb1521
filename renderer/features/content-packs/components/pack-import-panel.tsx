import { useId, useState, type FormEvent } from 'react';
import type { PackImportResult, PackPlan } from '#common/api/content-packs/content-packs.ts';
import { CONTENT_PACK_LIMITS } from '#common/content-pack/limits.ts';
import { formatFileSize } from '#common/format/file-size.ts';
import { plural } from '#common/format/plurals.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { formErrorOf, type FormError } from '../../../lib/http/form-error.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { useDryRunPack, useImportPack } from '../api/content-pack-calls.ts';
import { PackPlanView } from './pack-plan-view.tsx';
import { PackProblems } from './pack-problems.tsx';

const MAX_PACK_SIZE = formatFileSize(CONTENT_PACK_LIMITS.maxPackBytes);

/** What is wrong with the chosen file before sending it, or null. */
function chosenFileError(file: File | null): string | null {
  if (!file) return 'Scegli un pacchetto di contenuti (file .zip).';
  if (!file.name.toLowerCase().endsWith('.zip')) return 'Il pacchetto deve essere un file .zip.';
  if (file.size > CONTENT_PACK_LIMITS.maxPackBytes) {
    return `Il pacchetto supera la dimensione massima di ${MAX_PACK_SIZE}.`;
  }
  return null;
}

function confirmation({ pack, added, changed, retired }: PackPlan): string {
  return (
    `Il pacchetto «${pack.title}» (versione ${pack.version}) aggiunge ` +
    `${plural(added.length, 'elemento', 'elementi')}, ne modifica ${changed.length} e ne ritira ` +
    `${retired.length}. I progressi degli studenti restano.`
  );
}

/**
 * Import of a pack in two steps: "Verifica" sends it for a dry run (the plan, or every problem
 * with its place); only then "Importa", after a confirmation naming the counts, imports the
 * same file. Choosing another file starts over, so a plan always belongs to the file on screen.
 */
export function PackImportPanel() {
  const { toasts } = useServices();
  const dryRun = useDryRunPack();
  const importPack = useImportPack();
  const [file, setFile] = useState<File | null>(null);
  const [plan, setPlan] = useState<PackPlan | null>(null);
  const [result, setResult] = useState<PackImportResult | null>(null);
  const [error, setError] = useState<FormError | null>(null);
  const [confirming, setConfirming] = useState(false);
  const id = useId();
  const busy = dryRun.isPending || importPack.isPending;
  const uploadPercent = dryRun.isPending ? dryRun.uploadPercent : importPack.uploadPercent;

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setPlan(null);
    setResult(null);
    setError(null);
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const invalid = chosenFileError(file);
    setPlan(null);
    setResult(null);
    if (invalid || !file) {
      setError({ status: null, message: invalid ?? '', details: {} });
      return;
    }
    setError(null);
    try {
      setPlan(await dryRun.mutateAsync(file));
    } catch (failure) {
      setError(formErrorOf(failure));
    }
  };

  const runImport = async () => {
    if (!file || importPack.isPending) return;
    try {
      const answer = await importPack.mutateAsync(file);
      setPlan(null);
      setResult(answer);
      toasts.show(
        'success',
        answer.imported
          ? 'Pacchetto importato: i contenuti sono già visibili agli studenti.'
          : 'Nessuna modifica: la piattaforma ha già esattamente questi contenuti.',
      );
    } catch (failure) {
      setPlan(null);
      setError(formErrorOf(failure));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <section className="content-packs__section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="content-packs__heading">
        Importa un pacchetto
      </h2>
      <form className="content-packs__form" noValidate onSubmit={(event) => void verify(event)}>
        <p className="content-packs__hint" id={`${id}-hint`}>
          Un file .zip con il manifest e i video, le immagini e i sottotitoli che nomina, al massimo{' '}
          {MAX_PACK_SIZE}. Prima la verifica: mostra che cosa cambierebbe, senza modificare nulla.
        </p>
        <label htmlFor={`${id}-file`} className="content-packs__label">
          Pacchetto di contenuti (.zip)
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".zip,application/zip"
          disabled={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
        />
        <div className="content-packs__actions">
          <button type="submit" className="button button--ghost" disabled={busy}>
            {dryRun.isPending ? 'Verifica in corso…' : 'Verifica'}
          </button>
          {plan && (
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() => setConfirming(true)}
            >
              Importa
            </button>
          )}
        </div>
        {busy && (
          <p className="content-packs__state" role="status">
            {uploadPercent === null || uploadPercent >= 100
              ? dryRun.isPending
                ? 'Verifica del pacchetto in corso…'
                : 'Importazione in corso…'
              : `Invio del pacchetto: ${uploadPercent}%`}
          </p>
        )}
      </form>
      {error && <PackProblems id={`${id}-error`} error={error} />}
      {plan && <PackPlanView plan={plan} heading="Esito della verifica" />}
      {result && (
        <PackPlanView
          plan={result}
          heading={result.imported ? 'Pacchetto importato' : 'Nessuna modifica necessaria'}
        />
      )}
      {plan && (
        <ConfirmDialog
          open={confirming}
          title="Importare il pacchetto?"
          message={confirmation(plan)}
          confirmLabel="Importa"
          busy={importPack.isPending}
          onConfirm={() => void runImport()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
