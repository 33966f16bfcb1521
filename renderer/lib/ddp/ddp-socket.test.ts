import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../../testing/fake-websocket.ts';
import { DdpError, openDdpSocket, type DdpChange } from './ddp-socket.ts';

function open(options: { heartbeatMs?: number } = {}) {
  const changes: DdpChange[] = [];
  const onClose = vi.fn();
  const session = openDdpSocket({
    url: 'wss://tj.school.ch/api/chat/websocket',
    createSocket: (url) => new FakeWebSocket(url),
    onChanged: (change) => changes.push(change),
    onClose,
    ...options,
  });
  return { session, changes, onClose, socket: FakeWebSocket.latest() };
}

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('a DDP session', () => {
  afterEach(() => FakeWebSocket.reset());

  it('says connect on open and is connected when the server answers', async () => {
    FakeWebSocket.reset('wait');
    const { session, socket } = open();
    expect(socket.url).toBe('wss://tj.school.ch/api/chat/websocket');
    expect(socket.sent).toEqual([]);
    socket.open();
    expect(socket.sent).toEqual([{ msg: 'connect', version: '1', support: ['1'] }]);
    socket.receive({ server_id: '0' });
    socket.receive({ msg: 'connected', session: 's1' });
    await expect(session.connected).resolves.toBeUndefined();
  });

  it('holds what is asked before the socket opened until after the handshake', async () => {
    FakeWebSocket.reset('wait');
    const { session, socket } = open();
    void session.call('login', [{ resume: 'chat-token' }]);
    expect(socket.sent).toEqual([]);
    socket.open();
    expect(socket.sent.map((frame) => frame.msg)).toEqual(['connect', 'method']);
  });

  it('answers the server’s ping with a pong (keeping its id)', async () => {
    const { socket } = open();
    await flush();
    socket.receive({ msg: 'ping' });
    socket.receive({ msg: 'ping', id: 'p7' });
    expect(socket.frames('pong')).toEqual([{ msg: 'pong' }, { msg: 'pong', id: 'p7' }]);
  });

  it('resolves a method with its result and rejects it with its error', async () => {
    const { session, socket } = open();
    await flush();
    const login = session.call('login', [{ resume: 'chat-token' }]);
    const [sent] = socket.frames('method');
    expect(sent).toEqual({
      msg: 'method',
      id: expect.any(String),
      method: 'login',
      params: [{ resume: 'chat-token' }],
    });
    socket.receive({ msg: 'result', id: sent!.id, result: { id: 'u1', token: 'chat-token' } });
    await expect(login).resolves.toEqual({ id: 'u1', token: 'chat-token' });

    const refused = session.call('login', [{ resume: 'old' }]);
    const second = socket.frames('method')[1]!;
    socket.receive({ msg: 'result', id: second.id, error: { error: 403, reason: 'no' } });
    const error = await refused.catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(DdpError);
    expect((error as DdpError).detail).toEqual({ error: 403, reason: 'no' });
  });

  it('subscribes: ready resolves, nosub rejects, and changed frames are handed over', async () => {
    const { session, socket, changes } = open();
    await flush();
    const room = session.subscribe('stream-room-messages', ['r1', { useCollection: false }]);
    const other = session.subscribe('stream-notify-room', ['r1/deleteMessage', {}]);
    const [roomSub, otherSub] = socket.frames('sub');
    expect(roomSub).toMatchObject({
      name: 'stream-room-messages',
      params: ['r1', { useCollection: false }],
    });
    socket.receive({ msg: 'ready', subs: [roomSub!.id] });
    await expect(room).resolves.toBeUndefined();
    socket.receive({ msg: 'nosub', id: otherSub!.id, error: { error: 404 } });
    await expect(other).rejects.toBeInstanceOf(DdpError);

    socket.receive({
      msg: 'changed',
      collection: 'stream-room-messages',
      id: 'id',
      fields: { eventName: 'r1', args: [1] },
    });
    socket.receive({ msg: 'added', collection: 'users', id: 'u', fields: {} });
    expect(changes).toEqual([
      { collection: 'stream-room-messages', fields: { eventName: 'r1', args: [1] } },
    ]);
  });

  it('rejects what is pending and reports the end once when the socket closes', async () => {
    const { session, socket, onClose } = open();
    await flush();
    const pending = session.call('login', []);
    socket.fail();
    await expect(pending).rejects.toThrow('closed');
    await expect(session.call('login', [])).rejects.toThrow('closed');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('never connects when the socket is refused', async () => {
    FakeWebSocket.reset('refuse');
    const { session, onClose } = open();
    await expect(session.connected).rejects.toThrow('closed');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('pings after a silence and gives the socket up when nothing answers', async () => {
    vi.useFakeTimers();
    FakeWebSocket.reset('wait');
    const { socket, onClose } = open({ heartbeatMs: 1_000 });
    socket.open();
    vi.advanceTimersByTime(999);
    expect(socket.frames('ping')).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(socket.frames('ping')).toEqual([{ msg: 'ping' }]);
    // An answer keeps it alive: the next ping comes a full silence later.
    socket.receive({ msg: 'pong' });
    vi.advanceTimersByTime(1_000);
    expect(socket.frames('ping')).toHaveLength(2);
    expect(onClose).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(socket.closed).toBe(true);
  });
});
