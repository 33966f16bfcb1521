import { Link, useMatches } from 'react-router';
import { isRouteHandle } from '../../lib/route-handle.ts';
import './breadcrumb.css';

/** The breadcrumb of the current page, from its route handle (Home › … › page). */
export function Breadcrumb() {
  const matches = useMatches();
  const leaf = [...matches].reverse().find((match) => isRouteHandle(match.handle));
  if (!leaf || !isRouteHandle(leaf.handle)) return <div className="breadcrumb" />;
  const crumbs = leaf.handle.crumbs(leaf.params);
  return (
    <nav className="breadcrumb" aria-label="Percorso di navigazione">
      <ol className="breadcrumb__list">
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`} className="breadcrumb__item">
            {crumb.to !== undefined && index < crumbs.length - 1 ? (
              <Link to={crumb.to}>{crumb.label}</Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
