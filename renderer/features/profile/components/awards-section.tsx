import { useQueryClient, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { profileEndpoints } from '#common/api/profile/endpoints.ts';
import type { BadgeAssertion, EarnedBadge, OwnProfile } from '#common/api/profile/index.ts';
import { formatDate } from '#common/format/swiss-italian.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { useDownload } from '../../../lib/downloads/use-download.ts';
import { invalidateEndpoints, endpointQuery } from '../../../lib/query/index.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { bakedBadgeDownload, revokeBadgeAssertion } from '../api/award-calls.ts';
import { BadgeCard } from './badge-card.tsx';
import { BadgeDialog } from './badge-dialog.tsx';
import { FavouriteTags } from './favourite-tags.tsx';
import { ExternalLink } from '../../../lib/sanitize/index.ts';

/** "Riconoscimenti": favourite hashtags, earned badges and the credentials issued from them. */
export function AwardsSection({ profile }: { profile: OwnProfile }) {
  const [issuing, setIssuing] = useState<EarnedBadge | null>(null);
  return (
    <div className="profile-grid">
      <FavouriteTags profile={profile} />
      <section className="profile-card profile-card--wide" aria-labelledby="badges-title">
        <h2 id="badges-title" className="profile-card__title">
          Badge ottenuti ({profile.badges.length})
        </h2>
        {profile.badges.length === 0 ? (
          <p className="profile-text__empty">
            Nessun badge per ora: li ottieni completando moduli, focus e test finali.
          </p>
        ) : (
          <ul className="badge-grid">
            {profile.badges.map((badge) => (
              <BadgeCard key={badge.id} badge={badge}>
                <button
                  type="button"
                  className="button button--ghost"
                  aria-label={`Genera badge ${badge.name}`}
                  onClick={() => setIssuing(badge)}
                >
                  Genera badge
                </button>
              </BadgeCard>
            ))}
          </ul>
        )}
      </section>
      <IssuedBadges />
      <BadgeDialog
        badge={issuing}
        userId={profile.user_id}
        defaultEmail={profile.sec_email ?? profile.email}
        onClose={() => setIssuing(null)}
      />
    </div>
  );
}

/** The credentials issued: download the baked image, or revoke one. */
function IssuedBadges() {
  const assertions = useQuery(endpointQuery(profileEndpoints.getBadgeAssertions, {}));
  const { download, isDownloading } = useDownload();
  const { http, toasts } = useServices();
  const queryClient = useQueryClient();
  const [revoking, setRevoking] = useState<BadgeAssertion | null>(null);
  const [busy, setBusy] = useState(false);

  const revoke = async () => {
    if (!revoking) return;
    setBusy(true);
    try {
      await revokeBadgeAssertion(http, revoking.id);
      toasts.show('success', 'Badge revocato: la verifica ora risulta revocata.');
      await invalidateEndpoints(queryClient, [profileEndpoints.getBadgeAssertions]);
      setRevoking(null);
    } catch {
      // The HTTP layer has shown the error toast.
    } finally {
      setBusy(false);
    }
  };

  if (assertions.isPending || assertions.isError || assertions.data.length === 0) return null;
  return (
    <section className="profile-card profile-card--wide" aria-labelledby="issued-title">
      <h2 id="issued-title" className="profile-card__title">
        Badge generati
      </h2>
      <ul className="issued-list">
        {assertions.data.map((assertion) => (
          <li key={assertion.id} className="issued-list__item">
            <div>
              <p className="issued-list__name">{assertion.badge_name}</p>
              <p className="issued-list__meta">
                Per {assertion.recipient_email} · {formatDate(assertion.issued_at)}
                {assertion.revoked_at ? ` · revocato il ${formatDate(assertion.revoked_at)}` : ''}
              </p>
            </div>
            {!assertion.revoked_at && (
              <div className="issued-list__actions">
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={isDownloading}
                  aria-label={`Scarica ${assertion.badge_name}`}
                  onClick={() => void download(bakedBadgeDownload(assertion))}
                >
                  ⤓ Scarica
                </button>
                <ExternalLink className="button button--ghost" href={assertion.assertion_url}>
                  Verifica
                </ExternalLink>
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() => setRevoking(assertion)}
                >
                  Revoca
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={revoking !== null}
        title="Revocare il badge?"
        message={`Chi verifica il badge ${revoking?.badge_name ?? ''} lo vedrà revocato. Potrai generarne uno nuovo.`}
        confirmLabel="Revoca"
        busy={busy}
        onConfirm={() => void revoke()}
        onCancel={() => setRevoking(null)}
      />
    </section>
  );
}
