import type { QueryClient } from '@tanstack/react-query';
import type { ServiceClients } from '../http/service-clients.ts';

/**
 * The service clients each query client's endpoint queries call through. Bound once, where both
 * are created (createAppServices), so a query's options name only the endpoint and its args and
 * work the same in a component, a route loader (ensureQueryData) or another feature.
 */
const clientsByQueryClient = new WeakMap<QueryClient, ServiceClients>();

export function bindServiceClients(queryClient: QueryClient, clients: ServiceClients): void {
  clientsByQueryClient.set(queryClient, clients);
}

export function serviceClientsOf(queryClient: QueryClient): ServiceClients {
  const clients = clientsByQueryClient.get(queryClient);
  // A programming error (a query client not made by createAppServices), not a user's one.
  if (!clients) throw new Error('No service clients bound to this query client');
  return clients;
}
