/**
 * A bare WebSocket speaking DDP frame by frame, for what Rocket.Chat's client never sends
 * (malformed frames, floods) and for the server's own limits. Frames are queued as they come.
 */
export class RawDdpSocket {
  private readonly frames: unknown[] = [];
  private waiting: Array<() => void> = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private readonly socket: WebSocket;

  private constructor(socket: WebSocket) {
    this.socket = socket;
    socket.addEventListener('message', (event) => {
      this.frames.push(JSON.parse(String(event.data)));
      for (const wake of this.waiting.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => {
      socket.addEventListener('close', (event) => {
        resolve({ code: event.code, reason: event.reason });
        for (const wake of this.waiting.splice(0)) wake();
      });
    });
  }

  static async open(url: string): Promise<RawDdpSocket> {
    const socket = new WebSocket(url);
    await new Promise<void>((resolve, reject) => {
      socket.addEventListener('open', () => resolve());
      socket.addEventListener('error', () => reject(new Error(`cannot open ${url}`)));
    });
    return new RawDdpSocket(socket);
  }

  send(frame: string | object): void {
    this.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** The next frame received (fails after `timeoutMs`). */
  async next(timeoutMs = 3_000): Promise<Record<string, unknown>> {
    const deadline = Date.now() + timeoutMs;
    while (this.frames.length === 0) {
      if (this.socket.readyState === WebSocket.CLOSED) throw new Error('socket closed');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no frame received');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiting.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.frames.shift() as Record<string, unknown>;
  }

  /** Sends `connect` and answers the session id of `connected`. */
  async connect(): Promise<string> {
    this.send({ msg: 'connect', version: '1', support: ['1'] });
    const answer = await this.next();
    if (answer.msg !== 'connected') throw new Error(`not connected: ${JSON.stringify(answer)}`);
    return answer.session as string;
  }

  close(): void {
    this.socket.close();
  }
}
