import type { ReactNode } from 'react';
import { Breadcrumb } from '../../components/breadcrumb/breadcrumb.tsx';
import { StudentAssignments } from '../../features/assignments/components/student-assignments.tsx';
import { ProfileCompletionWidget } from '../../features/profile/components/profile-completion-widget.tsx';
import { AppHeader } from '../../features/shell/components/app-header.tsx';
import { PreviewBanner } from '../../features/shell/components/preview-banner.tsx';
import { LAYOUT_OPTIONS, type LayoutName } from './layout-names.ts';
import { ShellFrame } from './shell-frame.tsx';

/**
 * The frame of the layouts with the app header: preview banner, header, breadcrumb and the
 * profile-completion widget. A chunk of its own (shell-layout.tsx loads it): the header, its
 * menus and the profile and journey calls behind them are not needed before a signed-in page,
 * so the sign-in page does not download them (issue 27 §5). The widget sits in the flow beside
 * the breadcrumb rather than floating over the page, so it never covers a control at any width
 * or zoom (issue 26, WCAG 1.4.10). `withBreadcrumb` is off for the error page.
 */
export default function ShellChrome({
  layout,
  withBreadcrumb,
  children,
}: {
  layout: LayoutName;
  withBreadcrumb: boolean;
  children: ReactNode;
}) {
  const options = LAYOUT_OPTIONS[layout];
  return (
    <ShellFrame
      layout={layout}
      header={
        <>
          <PreviewBanner />
          <AppHeader bellAssignments={(close) => <StudentAssignments compact onFollow={close} />} />
        </>
      }
      top={
        <>
          {options.breadcrumb && withBreadcrumb && <Breadcrumb />}
          <ProfileCompletionWidget />
        </>
      }
    >
      {children}
    </ShellFrame>
  );
}
