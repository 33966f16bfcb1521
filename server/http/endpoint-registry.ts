import type { EndpointDefinition } from '#common/api/endpoint.ts';

/**
 * The declared endpoints this app has registered. A second registration of one declaration is a
 * start-up error (two handlers for one contract); the registry also lets a test prove that every
 * declaration of common/api has its route.
 */
export interface EndpointRegistry {
  record(endpoint: EndpointDefinition): void;
  has(endpoint: EndpointDefinition): boolean;
  readonly size: number;
}

export function createEndpointRegistry(): EndpointRegistry {
  const registered = new Set<EndpointDefinition>();
  return {
    record(endpoint) {
      if (registered.has(endpoint)) {
        throw new Error(`${endpoint.method} ${endpoint.path} is registered twice`);
      }
      registered.add(endpoint);
    },
    has: (endpoint) => registered.has(endpoint),
    get size() {
      return registered.size;
    },
  };
}
