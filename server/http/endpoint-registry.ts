import { matchPath, type EndpointDefinition } from '#common/api/endpoint.ts';
import { SERVICE_BASE_URL_KEYS, SERVICE_PREFIXES } from '#common/config/app-config.ts';

/**
 * The declared endpoints this app has registered. A second registration of one declaration is a
 * start-up error (two handlers for one contract); the registry also lets a test prove that every
 * declaration of common/api has its route, and tells the not-found handlers which methods a path
 * does have (405 with Allow instead of 404).
 */
export interface EndpointRegistry {
  record(endpoint: EndpointDefinition): void;
  has(endpoint: EndpointDefinition): boolean;
  /** The methods registered for a full path (no query), HEAD beside GET; empty when none. */
  methodsOf(path: string): string[];
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
    methodsOf(path) {
      const methods = new Set<string>();
      for (const endpoint of registered) {
        if (!matches(fullPathOf(endpoint), path)) continue;
        methods.add(endpoint.method);
        // Fastify answers HEAD wherever there is a GET.
        if (endpoint.method === 'GET') methods.add('HEAD');
      }
      return [...methods].sort();
    },
    get size() {
      return registered.size;
    },
  };
}

/** The path a client calls: the service prefix, then the declared path. */
export function fullPathOf(endpoint: EndpointDefinition): string {
  return SERVICE_PREFIXES[SERVICE_BASE_URL_KEYS[endpoint.service]] + endpoint.path;
}

function matches(pattern: string, path: string): boolean {
  try {
    return matchPath(pattern, path) !== null;
  } catch {
    // A parameter that is not valid percent-encoding matches no declared path.
    return false;
  }
}
