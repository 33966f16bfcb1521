import { useEffect, useId, useRef, useState } from 'react';
import { percentWithPreposition } from '#common/format/percent-with-article.ts';
import { Link, useLocation } from 'react-router';
import { useOwnProfile } from '../../../lib/profile/own-profile.ts';
import { useSession } from '../../../lib/session-context.tsx';
import {
  completionGuidance,
  isCompletionWidgetShown,
  shownPercentage,
} from './completion-widget-rules.ts';
import './profile-completion-widget.css';

/**
 * The profile-completion widget (spec 02 §2): for students, not on /welcome. Collapsed it reads
 * 'Completa il profilo'; a click expands the checklist, the X (or Escape) collapses it. Taller
 * with seven items than with six. It sits in the shell's first row instead of floating bottom
 * left (issue 26: floating, it covered controls). Expanding moves focus to the X and collapsing
 * moves it back to the toggle, since the element that had focus is replaced each time.
 */
export function ProfileCompletionWidget() {
  const { role } = useSession();
  const location = useLocation();
  const profile = useOwnProfile();
  const [expanded, setExpanded] = useState(false);
  const toggled = useRef(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useEffect(() => {
    // Only after a toggle by the person: the page's first render must not steal focus.
    if (!toggled.current) return;
    (expanded ? closeRef : toggleRef).current?.focus();
  }, [expanded]);
  const toggle = (next: boolean) => {
    toggled.current = true;
    setExpanded(next);
  };
  const data = profile.data;
  if (!data || !isCompletionWidgetShown(data, { role, pathname: location.pathname })) return null;
  const percentage = shownPercentage(data);
  const guidance = completionGuidance(data, location);
  const size = data.completion_items.length >= 7 ? 'tall' : 'short';

  if (!expanded) {
    return (
      <button
        ref={toggleRef}
        type="button"
        className="completion-widget completion-widget--collapsed"
        aria-expanded={false}
        aria-controls={panelId}
        onClick={() => toggle(true)}
      >
        <span className="completion-widget__ring" aria-hidden="true">
          {percentage}%
        </span>
        Completa il profilo
      </button>
    );
  }
  return (
    <section
      id={panelId}
      className={`completion-widget completion-widget--expanded completion-widget--${size}`}
      aria-labelledby={`${panelId}-title`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') toggle(false);
      }}
    >
      <header className="completion-widget__header">
        <h2 id={`${panelId}-title`} className="completion-widget__title">
          Completa il profilo
        </h2>
        <button
          ref={closeRef}
          type="button"
          className="completion-widget__close"
          aria-label="Chiudi"
          onClick={() => toggle(false)}
        >
          ×
        </button>
      </header>
      <div
        className="completion-widget__bar"
        role="progressbar"
        aria-label="Completamento del profilo"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percentage}
      >
        <span style={{ width: `${percentage}%` }} />
      </div>
      <p className="completion-widget__percentage">
        Profilo completo {percentWithPreposition('a', percentage)}
      </p>
      <ul className="completion-widget__items">
        {data.completion_items.map((item) => (
          <li key={item.key} className={item.done ? 'is-done' : undefined}>
            <span aria-hidden="true">{item.done ? '✓' : '○'}</span>
            {item.label}
            <span className="visually-hidden">{item.done ? ' (fatto)' : ' (da fare)'}</span>
          </li>
        ))}
      </ul>
      {guidance && (
        <Link className="button button--primary completion-widget__action" to={guidance.to}>
          {guidance.label}
        </Link>
      )}
    </section>
  );
}
