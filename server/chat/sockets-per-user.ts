/**
 * How many realtime sockets each user holds in this process. A socket leaves the per-address
 * connection cap when it upgrades (connections-per-address.ts: a class behind one school address
 * holds one socket per student), so what bounds sockets instead is their owner: a socket must
 * log in within seconds, and one user may hold at most `max` (a panel per open tab). Counted per
 * process, also with replicas: it bounds this process's sockets and memory, which another
 * replica's sockets do not use (docs/operations.md "Two replicas behind a proxy").
 */
export interface SocketsPerUser {
  /** Counts one more socket for the user; false when the user already holds `max`. */
  claim(userId: string): boolean;
  release(userId: string): void;
}

export function createSocketsPerUser(max: number): SocketsPerUser {
  const held = new Map<string, number>();
  return {
    claim(userId) {
      const count = held.get(userId) ?? 0;
      if (count >= max) return false;
      held.set(userId, count + 1);
      return true;
    },
    release(userId) {
      const count = (held.get(userId) ?? 0) - 1;
      if (count > 0) held.set(userId, count);
      else held.delete(userId);
    },
  };
}
