import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useServices } from '../../../lib/services/services-context.tsx';

/** An address outside the app: opened by the system browser, never inside the app's window. */
export const isExternalLink = (link: string) => /^https?:\/\//i.test(link);

/**
 * A link inside a notification. A path of the app goes through the router (no reload, the
 * session stays); an http(s) address opens outside the app (the desktop app's system browser).
 * Anything else is shown as plain text: a notification must not become a way to run code.
 */
export function NotificationLink({
  link,
  onFollow,
  children,
}: {
  link: string;
  onFollow: () => void;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const { browser } = useServices();
  const internal = link.startsWith('/') && !link.startsWith('//');
  if (!internal && !isExternalLink(link)) return null;
  const follow = (event: MouseEvent) => {
    event.preventDefault();
    onFollow();
    if (internal) void navigate(link);
    else browser.openExternal(link);
  };
  return (
    <a
      href={link}
      className="notification-panel__link"
      onClick={follow}
      {...(internal ? {} : { target: '_blank', rel: 'noreferrer' })}
    >
      {children}
    </a>
  );
}
