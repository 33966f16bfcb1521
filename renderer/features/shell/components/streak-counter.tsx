import { useState } from 'react';
import { plural } from '#common/format/plurals.ts';
import { FlameIcon } from '../../../components/icons/flame-icon.tsx';
import { LiveAnnouncer } from '../../../components/live-announcer/live-announcer.tsx';
import { Modal } from '../../../components/modal/modal.tsx';
import { Tooltip } from '../../../components/tooltip/tooltip.tsx';
import { useStreak } from '../api/streak.ts';

const STARTED_ANNOUNCEMENT = 'ORA SEI IN ORBITA! La tua serie di giorni è iniziata.';

/**
 * The streak counter of the header (students, not in compact mode: the stylesheet hides it with
 * the desktop entries). When the counter goes from 0 to 1 while the student is here, 'ORA SEI
 * IN ORBITA!' says the series has started (spec 02 §2); Ok closes it. A live region, in place
 * since the counter first showed and outside the counter (which narrow screens hide), announces
 * it to screen readers too.
 */
export function StreakCounter() {
  const streak = useStreak();
  const counter = streak.data?.streak_counter;
  const [previous, setPrevious] = useState<number | undefined>(undefined);
  const [started, setStarted] = useState(false);
  // A change of the counter seen during a render: only a 0 → 1 within this session opens it.
  if (counter !== previous) {
    setPrevious(counter);
    if (previous === 0 && counter === 1) setStarted(true);
  }
  if (counter === undefined) return null;
  const active = streak.data?.active ?? false;
  const label =
    counter === 0
      ? 'Serie di giorni: nessuna. Fai un’attività oggi per iniziarla.'
      : `Serie di ${plural(counter, 'giorno', 'giorni')}${active ? '' : ': fai un’attività oggi per non perderla'}`;
  return (
    <>
      <Tooltip content={label}>
        {/* Focusable so that a keyboard shows the tooltip a pointer sees. */}
        <span
          className={active ? 'streak-counter streak-counter--active' : 'streak-counter'}
          role="img"
          aria-label={label}
          tabIndex={0}
        >
          <FlameIcon className="streak-counter__flame" />
          <span aria-hidden="true">{counter}</span>
        </span>
      </Tooltip>
      <LiveAnnouncer message={started ? STARTED_ANNOUNCEMENT : ''} />
      <Modal open={started} title="ORA SEI IN ORBITA!" onClose={() => setStarted(false)}>
        <p>
          La tua serie è iniziata! Fai almeno un’attività al giorno — una lezione, un esercizio o un
          quiz — per non azzerarla.
        </p>
        <div className="streak-modal__actions">
          <button
            type="button"
            className="button button--primary"
            onClick={() => setStarted(false)}
          >
            Ok
          </button>
        </div>
      </Modal>
    </>
  );
}
