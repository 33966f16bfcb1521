import type { ReactNode } from 'react';
import { useMatches } from 'react-router';
import { isRouteHandle } from '../../lib/route-handle.ts';
import './page-frame.css';

/** The title block of the current route (from its handle), with the page content under it. */
export function PageFrame({ children }: { children?: ReactNode }) {
  const handle = [...useMatches()].reverse().find((match) => isRouteHandle(match.handle))?.handle;
  const title = isRouteHandle(handle) ? handle.title : '';
  const description = isRouteHandle(handle) ? handle.description : undefined;
  return (
    <section className="page-frame" aria-labelledby="page-frame-title">
      <header className="page-frame__header">
        <h1 id="page-frame-title" className="page-frame__title">
          {title}
        </h1>
        {description && <p className="page-frame__description">{description}</p>}
      </header>
      {children}
    </section>
  );
}
