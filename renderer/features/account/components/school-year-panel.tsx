import { useId, useState } from 'react';
import { FINAL_SCHOOL_YEAR, GRADUATED_LABEL, nextSchoolYear } from '#common/api/account/index.ts';
import type { OwnProfile } from '#common/api/profile/index.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { useStoreOwnProfile } from '../../../lib/profile/own-profile.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { advanceSchoolYear } from '../api/account-calls.ts';
import './settings.css';

const yearLabel = (year: number) => `${year}º anno`;

/**
 * "Anno scolastico" (spec 02 §5): the year, and the advance to the next one, asked for once a
 * year; past the fifth the student reads 'Già diplomato' and keeps the profile and certificates.
 */
export function SchoolYearPanel({ profile }: { profile: OwnProfile }) {
  const { http, toasts } = useServices();
  const storeOwnProfile = useStoreOwnProfile();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const year = profile.school_year;
  const next = year === null ? null : nextSchoolYear(year);

  const advance = async () => {
    if (year === null) return;
    setBusy(true);
    try {
      const updated = await advanceSchoolYear(http, year);
      storeOwnProfile(updated);
      toasts.show(
        'success',
        updated.graduated ? 'Congratulazioni per il diploma!' : 'Anno scolastico aggiornato.',
      );
      setAsking(false);
    } catch {
      // The HTTP layer has shown the server's message (e.g. already advanced in another tab).
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="settings-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="settings-panel__title">
        Anno scolastico
      </h2>
      <dl className="settings-panel__value">
        <dt>Anno attuale</dt>
        <dd>
          {profile.graduated ? GRADUATED_LABEL : year === null ? 'Non indicato' : yearLabel(year)}
        </dd>
      </dl>
      {profile.graduated ? (
        <p className="settings-panel__hint">
          Hai concluso la scuola: il tuo profilo e i tuoi certificati restano a tua disposizione.
        </p>
      ) : year === null ? (
        <p className="settings-panel__hint">
          Il tuo anno scolastico non è indicato: chiedi al tuo docente di aggiornarlo.
        </p>
      ) : (
        <>
          <p className="settings-panel__hint">
            A settembre passa all'anno successivo.
            {year === FINAL_SCHOOL_YEAR
              ? ` Dopo il ${yearLabel(year)} risulterai «${GRADUATED_LABEL}».`
              : ''}
          </p>
          <div className="settings-panel__controls">
            <button type="button" className="button button--ghost" onClick={() => setAsking(true)}>
              {next?.graduated
                ? 'Segna come diplomato'
                : `Passa al ${yearLabel(next!.schoolYear!)}`}
            </button>
          </div>
        </>
      )}
      <ConfirmDialog
        open={asking}
        title="Aggiornare l'anno scolastico?"
        message={
          next?.graduated
            ? `Dal ${yearLabel(year!)} passerai a «${GRADUATED_LABEL}». Non si può tornare indietro.`
            : `Dal ${yearLabel(year ?? 1)} passerai al ${yearLabel(next?.schoolYear ?? 1)}. Non si può tornare indietro.`
        }
        confirmLabel="Aggiorna"
        busy={busy}
        onConfirm={() => void advance()}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}
