export {
  endpointKey,
  endpointQueryKey,
  type CachedOf,
  type EndpointQueryKey,
} from './endpoint-query-key.ts';
export { endpointQuery, type EndpointQueryOptions } from './endpoint-query.ts';
export { getEndpointData, invalidateEndpoints, setEndpointData } from './endpoint-cache.ts';
export { useEndpointMutation, type EndpointMutationOptions } from './use-endpoint-mutation.ts';
