/**
 * An error answer's body without its request id, which differs on every request by design:
 * what tests compare byte for byte (a refusal that must not tell two cases apart).
 */
export function withoutRequestId(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return body;
    const { request_id: _requestId, ...rest } = parsed as Record<string, unknown>;
    return JSON.stringify(rest);
  } catch {
    return body;
  }
}
