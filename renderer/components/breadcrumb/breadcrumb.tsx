import { Link, useMatches } from 'react-router';
import { isRouteHandle, type Crumb } from '../../lib/route-handle.ts';
import { LEAVE_OUT, useCrumbLabels } from './crumb-labels.ts';
import './breadcrumb.css';

/**
 * The breadcrumb of the current page, from its route handle (Home › … › page), with the names
 * the pages gave their crumbs (useCrumbLabel) in place of the route's generic titles.
 */
export function Breadcrumb() {
  const matches = useMatches();
  const labels = useCrumbLabels();
  const leaf = [...matches].reverse().find((match) => isRouteHandle(match.handle));
  if (!leaf || !isRouteHandle(leaf.handle)) return <div className="breadcrumb" />;
  const crumbs = leaf.handle.crumbs(leaf.params).flatMap((crumb): Crumb[] => {
    // The current page's crumb has no link: it is named by the page's own path.
    const label = labels.get(crumb.to ?? leaf.pathname);
    if (label === LEAVE_OUT) return [];
    return label === undefined ? [crumb] : [{ ...crumb, label }];
  });
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
