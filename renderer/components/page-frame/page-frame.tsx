import type { ReactNode } from 'react';
import { useMatches } from 'react-router';
import { isRouteHandle } from '../../lib/route-handle.ts';
import { FormattedDescription } from '../../lib/sanitize/index.ts';
import './page-frame.css';

/**
 * The title block of the current route (from its handle), with the page content under it. A page
 * that knows better names itself: `title` (the loaded item's name instead of the generic "Modulo")
 * and `description` (what the page is for this role) replace the route's.
 */
export function PageFrame(props: { children?: ReactNode; title?: string; description?: string }) {
  const { children } = props;
  const handle = [...useMatches()].reverse().find((match) => isRouteHandle(match.handle))?.handle;
  const title = props.title ?? (isRouteHandle(handle) ? handle.title : '');
  const description = props.description ?? (isRouteHandle(handle) ? handle.description : undefined);
  return (
    <section className="page-frame" aria-labelledby="page-frame-title">
      <header className="page-frame__header">
        <h1 id="page-frame-title" className="page-frame__title">
          {title}
        </h1>
        {description && (
          <FormattedDescription text={description} className="page-frame__description" />
        )}
      </header>
      {children}
    </section>
  );
}
