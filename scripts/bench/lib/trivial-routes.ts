/** The platform server's trivial routes, which bench:api and bench:overhead measure. */
export const TRIVIAL_PATHS = ['/app-config.json', '/api/health'] as const;

/**
 * The platform server's answers on the trivial routes (path → parsed JSON), for the BODIES of
 * the reference servers: whatever the platform server says, the reference says the same bytes.
 */
export async function trivialAnswersOf(serverUrl: string): Promise<string> {
  const bodies: Record<string, unknown> = {};
  for (const path of TRIVIAL_PATHS) {
    const response = await fetch(new URL(path, serverUrl));
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    bodies[path] = await response.json();
  }
  return JSON.stringify(bodies);
}
