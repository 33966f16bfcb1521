import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useServices } from '../../../lib/services/services-context.tsx';
import { useSession } from '../../../lib/session-context.tsx';
import { createEventsSsoCode } from '../api/sso-code.ts';
import { eventsSsoUrl, type EntryAction } from '../components/header-entries.ts';

/**
 * Runs a header entry's action: navigate, open the events platform, or log out. The events
 * platform opens outside the app (a new tab; the system browser on desktop) with a one-time
 * code asked for at the click, so that it is fresh for its 60 s.
 */
export function useEntryAction(): (action: EntryAction) => void {
  const navigate = useNavigate();
  const { config, browser, http } = useServices();
  const { signOut } = useSession();
  // A double click must not open the events platform twice (two codes, two tabs).
  const opening = useRef(false);
  return useCallback(
    (action: EntryAction) => {
      if (action.kind === 'link') void navigate(action.to);
      else if (action.kind === 'logout') signOut();
      else if (!opening.current) {
        opening.current = true;
        void createEventsSsoCode(http)
          .then(
            (code) => browser.openExternal(eventsSsoUrl(config.eventsUrl, code)),
            // The error toast has already told the user; nothing opens.
            () => undefined,
          )
          .finally(() => {
            opening.current = false;
          });
      }
    },
    [navigate, config.eventsUrl, browser, http, signOut],
  );
}
