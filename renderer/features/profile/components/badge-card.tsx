import type { ReactNode } from 'react';
import type { EarnedBadge } from '#common/api/profile/index.ts';
import { formatDate } from '#common/format/swiss-italian.ts';

/** One earned badge: medal, name and date, with an optional action under it (the owner's). */
export function BadgeCard({ badge, children }: { badge: EarnedBadge; children?: ReactNode }) {
  return (
    <li className="badge-grid__item">
      <span className="badge-grid__medal" aria-hidden="true">
        ★
      </span>
      <span className="badge-grid__name">{badge.name}</span>
      <span className="badge-grid__date">Ottenuto il {formatDate(badge.earned_at)}</span>
      {children}
    </li>
  );
}
