import { useQuery } from '@tanstack/react-query';
import { accountEndpoints } from '#common/api/account/endpoints.ts';
import type { AdminMessageKind, AdminMessages } from '#common/api/account/index.ts';
import { endpointQuery } from '../query/endpoint-query.ts';
import { useSession } from '../session-context.tsx';

/**
 * The admin messages in force, shared by the settings' "Messaggi" and the header's bell: one
 * query (the endpoint's), so publishing a message (settings) refreshes both. A failed load is
 * not a toast: the bell runs on every page, and spec 02 §4 wants empty lists, silently; the
 * settings panel shows its empty state the same way. `enabled` off: the header of a role without
 * the bell asks nothing.
 */
export function useAdminMessages({ enabled = true }: { enabled?: boolean } = {}) {
  // Scoped to the signed-in user like every query of a session: signing out leaves no query
  // keyed to anyone (the header that asks outlives the session by the logout's half second).
  const { claims } = useSession();
  return useQuery(
    endpointQuery(
      accountEndpoints.getAdminMessages,
      {},
      {
        scope: claims?.user_id ?? '',
        enabled: enabled && claims !== null,
        request: { skipErrorToast: true },
      },
    ),
  );
}

export const ADMIN_MESSAGE_KIND_LABELS: Record<AdminMessageKind, string> = {
  error: 'Errore',
  warning: 'Avviso',
  info: 'Informazione',
};

/** One admin message with its kind; only info messages may carry a link. */
export interface AdminMessageEntry {
  id: string;
  kind: AdminMessageKind;
  message: string;
  link: string | null;
}

/** The three lists as one, errors first, then warnings, then information. */
export function adminMessageEntries(messages: AdminMessages | undefined): AdminMessageEntry[] {
  if (!messages) return [];
  return [
    ...messages.error.map((item) => ({ ...item, kind: 'error' as const, link: null })),
    ...messages.warning.map((item) => ({ ...item, kind: 'warning' as const, link: null })),
    ...messages.info.map((item) => ({ ...item, kind: 'info' as const })),
  ];
}
