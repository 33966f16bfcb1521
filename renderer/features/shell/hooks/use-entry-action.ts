import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useServices } from '../../../lib/services/services-context.tsx';
import { useSession } from '../../../lib/session-context.tsx';
import { eventsSsoUrl, type EntryAction } from '../components/header-entries.ts';

/** Runs a header entry's action: navigate, open the events platform, or log out. */
export function useEntryAction(): (action: EntryAction) => void {
  const navigate = useNavigate();
  const { config, browser } = useServices();
  const { accessToken, signOut } = useSession();
  return useCallback(
    (action: EntryAction) => {
      if (action.kind === 'link') void navigate(action.to);
      else if (action.kind === 'logout') signOut();
      else if (accessToken) browser.openExternal(eventsSsoUrl(config.eventsUrl, accessToken));
    },
    [navigate, config.eventsUrl, browser, accessToken, signOut],
  );
}
