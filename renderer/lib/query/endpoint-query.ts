import { queryOptions, type UseQueryOptions } from '@tanstack/react-query';
import type { ArgsOf, EndpointDefinition, ResultOf } from '#common/api/endpoint.ts';
import { request, type RequestOptions } from '../http/request.ts';
import { serviceClientsOf } from './bound-clients.ts';
import { endpointQueryKey, type EndpointQueryKey } from './endpoint-query-key.ts';

export type EndpointQueryOptions<E extends EndpointDefinition, TData> = Omit<
  UseQueryOptions<ResultOf<E>, Error, TData, EndpointQueryKey>,
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
export function endpointQuery<E extends EndpointDefinition, TData = ResultOf<E>>(
  endpoint: E,
  args: ArgsOf<E>,
  options: EndpointQueryOptions<E, TData> = {},
) {
  const { request: requestOptions, scope, ...rest } = options;
  return queryOptions<ResultOf<E>, Error, TData, EndpointQueryKey>({
    ...rest,
    queryKey: endpointQueryKey(endpoint, args, scope),
    queryFn: ({ client }) => request(serviceClientsOf(client), endpoint, args, requestOptions),
  });
}
