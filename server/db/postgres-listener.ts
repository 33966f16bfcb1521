import pg from 'pg';

/** How long to wait before connecting again after the listening connection dropped. */
const RECONNECT_DELAYS_MS = [250, 1_000, 5_000];

/**
 * LISTEN on a dedicated connection (not from the pool: a pooled connection is shared and
 * released, and its LISTEN would end with it). When the connection drops (PostgreSQL
 * restarted, a network cut) it connects again and listens again; what was notified in between
 * is not heard (callers say what they do about it).
 */
export async function listenOnDedicatedConnection(
  connection: { connectionString: string; onError?: (error: Error) => void },
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;

  const reconnectLater = () => {
    if (stopped) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]!;
    attempt += 1;
    retry = setTimeout(() => {
      open().catch((error: Error) => {
        connection.onError?.(error);
        reconnectLater();
      });
    }, delay);
  };

  const open = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: connection.connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    // Without a listener an error on an idle client would crash the process.
    next.on('error', (error) => connection.onError?.(error));
    next.on('end', () => {
      if (stopped || client !== next) return;
      client = null;
      reconnectLater();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    attempt = 0;
  };

  await open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = null;
    await last?.end().catch(() => undefined);
  };
}
