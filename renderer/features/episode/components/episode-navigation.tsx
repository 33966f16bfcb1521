import { Link } from 'react-router';
import type { EpisodeSummary } from '#common/api/journey/episode.ts';
import { paths } from '#common/routing/paths.ts';
import { useNavigation } from '../api/get-navigation.ts';
import { useNextResource } from '../api/get-next-resource.ts';

const linkOf = (resource: EpisodeSummary) =>
  paths.episodeDetail.href(resource.entity_id, resource.id);

/** Previous and next within the module, and the suggested next resource (none on a 204). */
export function EpisodeNavigation({ episodeId }: { episodeId: string }) {
  const navigation = useNavigation(episodeId).data;
  const next = useNextResource(episodeId).data;
  return (
    <nav className="episode-navigation" aria-label="Navigazione tra i contenuti">
      <div className="episode-navigation__row">
        {navigation?.previous ? (
          <Link className="button button--ghost" to={linkOf(navigation.previous)}>
            ← Precedente: {navigation.previous.title}
          </Link>
        ) : (
          <span />
        )}
        {navigation?.next && (
          <Link className="button button--ghost" to={linkOf(navigation.next)}>
            Successivo: {navigation.next.title} →
          </Link>
        )}
      </div>
      {next && (
        <p className="episode-navigation__suggestion">
          Ti consigliamo di proseguire con <Link to={linkOf(next)}>{next.title}</Link>.
        </p>
      )}
    </nav>
  );
}
