import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Breadcrumb } from '../../components/breadcrumb/breadcrumb.tsx';
import { PageLoading } from '../../components/page-loading/page-loading.tsx';
import { SiteFooter } from '../../components/site-footer/site-footer.tsx';
import { ProfileCompletionWidget } from '../../features/profile/components/profile-completion-widget.tsx';
import { AppHeader } from '../../features/shell/components/app-header.tsx';
import { PreviewBanner } from '../../features/shell/components/preview-banner.tsx';
import { LAYOUT_OPTIONS, type LayoutName } from './layout-names.ts';
import './shell-layout.css';

/**
 * The page frame of every layout: header, breadcrumb, the page (lazily loaded, with a loading
 * state that keeps the page's space) and the footer with the accessibility statement. `children` replaces the routed page, for the error page.
 */
export function ShellLayout({ layout, children }: { layout: LayoutName; children?: ReactNode }) {
  const options = LAYOUT_OPTIONS[layout];
  const page = <Suspense fallback={<PageLoading />}>{children ?? <Outlet />}</Suspense>;
  if (layout === 'none') return page;
  return (
    <div className={`shell shell--${layout}`}>
      <a className="skip-link" href="#main-content">
        Vai al contenuto
      </a>
      {options.header && <PreviewBanner />}
      {options.header && <AppHeader />}
      <main id="main-content" className="shell__main" tabIndex={-1}>
        {options.breadcrumb && children === undefined && <Breadcrumb />}
        {page}
      </main>
      <SiteFooter />
      {options.header && <ProfileCompletionWidget />}
    </div>
  );
}
