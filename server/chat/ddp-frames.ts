/**
 * The frames of DDP (Meteor's protocol, which Rocket.Chat's realtime API speaks) that the chat
 * sends, serialised here and nowhere else. Errors are Meteor.Error objects as Rocket.Chat's
 * clients read them (`error`, `reason`, `message`).
 */

export interface MeteorError {
  isClientSafe: true;
  error: string | number;
  reason: string;
  message: string;
  errorType: 'Meteor.Error';
  details?: Record<string, unknown>;
}

export const meteorError = (
  error: string | number,
  reason: string,
  details?: Record<string, unknown>,
): MeteorError => ({
  isClientSafe: true,
  error,
  reason,
  message: `${reason} [${error}]`,
  errorType: 'Meteor.Error',
  ...(details ? { details } : {}),
});

const frame = (value: object) => JSON.stringify(value);

export const connectedFrame = (session: string) => frame({ msg: 'connected', session });
export const failedFrame = () => frame({ msg: 'failed', version: '1' });
export const pongFrame = (id: unknown) =>
  frame(typeof id === 'string' ? { msg: 'pong', id } : { msg: 'pong' });
export const pingFrame = () => frame({ msg: 'ping' });
/** A protocol error: what the server could not read at all (Meteor's `error` message). */
export const errorFrame = (reason: string, offendingMessage?: unknown) =>
  frame(
    offendingMessage === undefined
      ? { msg: 'error', reason }
      : { msg: 'error', reason, offendingMessage },
  );
export const resultFrame = (id: string, result: unknown) =>
  frame(result === undefined ? { msg: 'result', id } : { msg: 'result', id, result });
export const methodErrorFrame = (id: string, error: MeteorError) =>
  frame({ msg: 'result', id, error });
export const updatedFrame = (id: string) => frame({ msg: 'updated', methods: [id] });
export const readyFrame = (id: string) => frame({ msg: 'ready', subs: [id] });
export const nosubFrame = (id: string, error?: MeteorError) =>
  frame(error ? { msg: 'nosub', id, error } : { msg: 'nosub', id });
/** A streamer's event, as Rocket.Chat sends it (`id` is the literal 'id' there too). */
export const changedFrame = (collection: string, eventName: string, args: unknown[]) =>
  frame({ msg: 'changed', collection, id: 'id', fields: { eventName, args } });
