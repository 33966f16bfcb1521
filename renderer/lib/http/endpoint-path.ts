import { fillPath, type ArgsOf, type EndpointDefinition } from '#common/api/endpoint.ts';

/**
 * The path of a call on its service, query string included, as request() would send it. For what
 * names a call by its path rather than sending it, such as a download: main (or the browser's
 * service client) adds the service's base URL. Absent query values are left out.
 * @example endpointPath(reportEndpoints.downloadAllCertificates, { query: { certificate_id } })
 */
export function endpointPath<E extends EndpointDefinition>(endpoint: E, args: ArgsOf<E>): string {
  const parts = args as { params?: Record<string, unknown>; query?: Record<string, unknown> };
  const path = fillPath(endpoint.path, parts.params);
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(parts.query ?? {})) {
    if (value !== undefined && value !== null) query.append(name, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
