import { queryOptions, type UseQueryOptions } from '@tanstack/react-query';
import type { ArgsOf, EndpointDefinition } from '#common/api/endpoint.ts';
import { request, type RequestOptions } from '../http/request.ts';
import { serviceClientsOf } from './bound-clients.ts';
import { endpointQueryKey, type CachedOf, type EndpointQueryKey } from './endpoint-query-key.ts';

export type EndpointQueryOptions<E extends EndpointDefinition, TData> = Omit<
  UseQueryOptions<CachedOf<E>, Error, TData, EndpointQueryKey>,
  'queryKey' | 'queryFn'
> & {
  /** Per-call switches of request() (e.g. skipErrorToast for a background read). */
  request?: Omit<RequestOptions, 'signal'>;
  /** The signed-in user, for endpoints whose args do not name it (see endpointQueryKey). */
  scope?: string;
};

/**
 * The query of one endpoint with these args, as TanStack `queryOptions`: the key is derived from
 * the declaration and the call goes through request() on the query client's service clients.
 * Works with useQuery, useSuspenseQuery, ensureQueryData, fetchQuery and prefetchQuery alike.
 * @example useQuery(endpointQuery(journeyEndpoints.getLevels, {}, { scope: userId }))
 */
export function endpointQuery<E extends EndpointDefinition, TData = CachedOf<E>>(
  endpoint: E,
  args: ArgsOf<E>,
  options: EndpointQueryOptions<E, TData> = {},
) {
  const { request: requestOptions, scope, ...rest } = options;
  return queryOptions<CachedOf<E>, Error, TData, EndpointQueryKey>({
    ...rest,
    queryKey: endpointQueryKey(endpoint, args, scope),
    queryFn: async ({ client }) => {
      const answer = await request(serviceClientsOf(client), endpoint, args, requestOptions);
      return (answer === undefined ? null : answer) as CachedOf<E>;
    },
  });
}
