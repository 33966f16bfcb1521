import { useState } from 'react';
import type { OwnProfile } from '#common/api/profile/index.ts';
import { PROFILE_LIMITS } from '#common/profile/limits.ts';
import { useStoreOwnProfile } from '../../../lib/profile/own-profile.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { Chip, ToggleChip } from '../../../components/chip/chip.tsx';
import { updateTopTags } from '../api/profile-calls.ts';

/**
 * The hashtags earned (completed entities carry them) as toggle chips: pressed ones are the
 * favourites shown on the public profile. Hashtags not earned yet are listed, not pressable.
 */
export function FavouriteTags({ profile }: { profile: OwnProfile }) {
  const { http, toasts } = useServices();
  const storeOwnProfile = useStoreOwnProfile();
  const [busy, setBusy] = useState(false);
  const earned = profile.tags.filter((tag) => tag.earned);
  const locked = profile.tags.filter((tag) => !tag.earned);
  const favourites = earned.filter((tag) => tag.favourite).map((tag) => tag.name);

  const toggle = async (name: string) => {
    const next = favourites.includes(name)
      ? favourites.filter((tag) => tag !== name)
      : [...favourites, name];
    if (next.length > PROFILE_LIMITS.maxFavouriteTags) {
      toasts.show(
        'warning',
        `Puoi scegliere al massimo ${PROFILE_LIMITS.maxFavouriteTags} hashtag preferiti.`,
      );
      return;
    }
    setBusy(true);
    try {
      storeOwnProfile(await updateTopTags(http, next));
    } catch {
      // Shown by the HTTP layer's error toast; the chips keep the saved state.
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="profile-card" aria-labelledby="tags-title">
      <h2 id="tags-title" className="profile-card__title">
        Hashtag preferiti
      </h2>
      {earned.length === 0 ? (
        <p className="profile-text__empty">
          Completa moduli e attività per ottenere i loro hashtag: poi potrai scegliere i tuoi
          preferiti.
        </p>
      ) : (
        <>
          <p className="profile-card__hint">
            Scegli fino a {PROFILE_LIMITS.maxFavouriteTags} hashtag da mostrare sul tuo profilo.
          </p>
          <ul className="chip-list">
            {earned.map((tag) => (
              <li key={tag.name}>
                <ToggleChip
                  pressed={tag.favourite}
                  checkMark={false}
                  disabled={busy}
                  onClick={() => void toggle(tag.name)}
                >
                  {tag.favourite ? '★' : '☆'} #{tag.name}
                </ToggleChip>
              </li>
            ))}
          </ul>
        </>
      )}
      {locked.length > 0 && (
        <details className="profile-card__more">
          <summary>Hashtag ancora da ottenere ({locked.length})</summary>
          <ul className="chip-list">
            {locked.map((tag) => (
              <li key={tag.name}>
                <Chip type="neutral">#{tag.name}</Chip>
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
