import type { ReactNode } from 'react';
import { SiteFooter } from '../../components/site-footer/site-footer.tsx';
import type { LayoutName } from './layout-names.ts';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';
import './shell-layout.css';

/**
 * The page frame every layout but 'none' shares: the skip link (the first stop of Tab, moving
 * focus to <main>, tabIndex -1), what goes above <main> (`header`), the row above the page
 * (`top`), the page and the footer with the accessibility statement. The header-bearing layouts
 * fill the slots from their own chunk (shell-chrome.tsx); the sign-in page's 'empty' layout
 * leaves them empty and so never loads the header's code.
 */
export function ShellFrame({
  layout,
  header,
  top,
  children,
}: {
  layout: LayoutName;
  header?: ReactNode;
  top?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={`shell shell--${layout}`}>
      <SkipLink />
      {header}
      <main id={MAIN_CONTENT_ID} className="shell__main" tabIndex={-1}>
        <div className="shell__top">{top}</div>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
