/**
 * One chat reader of bench:chat's push mode: a WebSocket speaking Rocket.Chat's realtime API
 * (DDP) the way the panel does — connect, log in with the chat token, subscribe to the room's
 * messages — and noting when each message id first arrived. Node's own WebSocket (undici), so
 * the generator is not the server's `ws` library measuring itself.
 */
export interface DdpReader {
  /** When this reader first saw each message id, in ms since the epoch. */
  seen: Map<string, number>;
  close(): void;
}

const OPEN_TIMEOUT_MS = 30_000;

/** `url`: the realtime API's address (chatRealtimeUrl of common/chat/chat-realtime-url.ts). */
export function openDdpReader(url: string, authToken: string, roomId: string): Promise<DdpReader> {
  const socket = new WebSocket(url);
  const seen = new Map<string, number>();
  const send = (frame: object) => socket.send(JSON.stringify(frame));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error('no subscription within 30 s')), OPEN_TIMEOUT_MS);
    const fail = (error: Error) => {
      clearTimeout(timer);
      socket.close();
      reject(error);
    };
    socket.addEventListener('open', () => send({ msg: 'connect', version: '1', support: ['1'] }));
    socket.addEventListener('error', () => fail(new Error('the socket failed')));
    // Before `ready`: the server closed it (a refused login, a limit); after, a no-op.
    socket.addEventListener('close', (event) =>
      fail(new Error(`the socket closed: ${event.code} ${event.reason}`)),
    );
    socket.addEventListener('message', (event) => {
      const frame = JSON.parse(String(event.data)) as {
        msg?: string;
        id?: string;
        error?: unknown;
        subs?: string[];
        fields?: { args?: { _id?: string }[] };
      };
      switch (frame.msg) {
        case 'connected':
          send({ msg: 'method', id: 'login', method: 'login', params: [{ resume: authToken }] });
          break;
        case 'ping':
          send({ msg: 'pong' });
          break;
        case 'result':
          if (frame.error) fail(new Error(`login refused: ${JSON.stringify(frame.error)}`));
          else if (frame.id === 'login') {
            send({
              msg: 'sub',
              id: 'room',
              name: 'stream-room-messages',
              params: [roomId, { useCollection: false, args: [] }],
            });
          }
          break;
        case 'ready':
          clearTimeout(timer);
          resolve({ seen, close: () => socket.close() });
          break;
        case 'nosub':
          fail(new Error(`subscription refused: ${JSON.stringify(frame.error)}`));
          break;
        case 'changed': {
          const id = frame.fields?.args?.[0]?._id;
          if (id && !seen.has(id)) seen.set(id, Date.now());
          break;
        }
      }
    });
  });
}
