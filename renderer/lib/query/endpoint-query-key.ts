import type { ArgsOf, EndpointDefinition, ResultOf } from '#common/api/endpoint.ts';

/**
 * The key prefix of every cached answer of one endpoint: service, method and path, exactly as
 * declared in common/api. Invalidating by it reaches every args variant of the endpoint.
 */
export type EndpointKey = readonly [service: string, method: string, path: string];

/** The key of one cached answer: the endpoint's prefix, its args, and the scope when there is one. */
export type EndpointQueryKey =
  | readonly [service: string, method: string, path: string, args: unknown]
  | readonly [service: string, method: string, path: string, args: unknown, scope: string];

/**
 * What the cache holds for an endpoint: its result, with an absent answer (204) as null, since
 * TanStack Query refuses undefined as data.
 */
export type CachedOf<E extends EndpointDefinition> =
  undefined extends ResultOf<E> ? Exclude<ResultOf<E>, undefined> | null : ResultOf<E>;

export function endpointKey(endpoint: EndpointDefinition): EndpointKey {
  return [endpoint.service, endpoint.method, endpoint.path];
}

/**
 * The key of an endpoint's answer for these args. The key is derived, never written: two features
 * that read one endpoint share one cache entry, and a feature that changes the data names the
 * endpoint (see useEndpointMutation), not another feature's key.
 *
 * `scope` names the signed-in user for endpoints whose args do not (e.g. "my streak"), so a
 * second account on the same machine never reads the first one's answer, even for a moment.
 * @example endpointQueryKey(journeyEndpoints.getLevels, {}, userId)
 */
export function endpointQueryKey<E extends EndpointDefinition>(
  endpoint: E,
  args: ArgsOf<E>,
  scope?: string,
): EndpointQueryKey {
  const prefix = endpointKey(endpoint);
  return scope === undefined ? [...prefix, args] : [...prefix, args, scope];
}
