import type { QueryClient, Updater } from '@tanstack/react-query';
import type { ArgsOf, EndpointDefinition } from '#common/api/endpoint.ts';
import { endpointKey, endpointQueryKey, type CachedOf } from './endpoint-query-key.ts';

/**
 * Reading and writing the cache of an endpoint by its declaration, for the few places that add
 * behaviour: an optimistic update, an answer that already holds the new state.
 */

export function getEndpointData<E extends EndpointDefinition>(
  queryClient: QueryClient,
  endpoint: E,
  args: ArgsOf<E>,
  scope?: string,
): CachedOf<E> | undefined {
  return queryClient.getQueryData<CachedOf<E>>(endpointQueryKey(endpoint, args, scope));
}

export function setEndpointData<E extends EndpointDefinition>(
  queryClient: QueryClient,
  endpoint: E,
  args: ArgsOf<E>,
  updater: Updater<CachedOf<E> | undefined, CachedOf<E> | undefined>,
  scope?: string,
): CachedOf<E> | undefined {
  return queryClient.setQueryData<CachedOf<E>>(endpointQueryKey(endpoint, args, scope), updater);
}

/** Marks every cached answer of these endpoints stale (every args variant) and refetches the ones on screen. */
export async function invalidateEndpoints(
  queryClient: QueryClient,
  endpoints: readonly EndpointDefinition[],
): Promise<void> {
  await Promise.all(
    endpoints.map((endpoint) => queryClient.invalidateQueries({ queryKey: endpointKey(endpoint) })),
  );
}
