import type { z } from 'zod';
import { ipcCallArgs, type IpcCallArgs, type IpcCallChannel } from '#common/ipc/contract.ts';
import type { Logger } from '../logging/logger.ts';
import { originOf } from '../window/app-origin.ts';
import type { IpcHandlers } from './ipc-handlers.ts';
import { isTrustedSender, type IpcInvokeEventLike, type SenderPolicy } from './sender-policy.ts';

/** Why main refused an IPC call; the renderer receives the message. */
export class IpcRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IpcRejectedError';
  }
}

export interface IpcGateOptions {
  senderPolicy: SenderPolicy;
  logger: Logger;
}

/**
 * The gate every IPC call passes before its handler runs: a channel of the contract, from a
 * trusted sender, with arguments that parse against the contract's schema. Returns the parsed
 * arguments (the handler never sees the raw ones). Rejections are logged without the arguments,
 * which may hold a password.
 */
export function checkIpcCall<C extends IpcCallChannel>(
  channel: C,
  event: IpcInvokeEventLike,
  rawArgs: unknown[],
  { senderPolicy, logger }: IpcGateOptions,
): IpcCallArgs<C> {
  if (!isTrustedSender(event, senderPolicy)) {
    const origin = event.senderFrame ? originOf(event.senderFrame.url) : null;
    logger.warn(`IPC ${channel} rejected: untrusted sender (origin ${origin ?? 'unknown'}).`);
    throw new IpcRejectedError(`IPC ${channel} rejected: untrusted sender.`);
  }
  const parsed = ipcCallArgs[channel].safeParse(rawArgs);
  if (!parsed.success) {
    logger.warn(`IPC ${channel} rejected: invalid arguments.`);
    throw new IpcRejectedError(`Invalid arguments for ${channel}: ${describeIssues(parsed.error)}`);
  }
  return parsed.data as IpcCallArgs<C>;
}

export type IpcDispatcher = (
  channel: string,
  event: IpcInvokeEventLike,
  rawArgs: unknown[],
) => Promise<unknown>;

/** Routes a raw call (any channel name) through the gate to its handler. */
export function createIpcDispatcher(
  options: IpcGateOptions & { handlers: IpcHandlers },
): IpcDispatcher {
  return async (channel, event, rawArgs) => {
    if (!isCallChannel(channel)) {
      options.logger.warn('IPC call on an unknown channel rejected.');
      throw new IpcRejectedError('Unknown IPC channel.');
    }
    const args = checkIpcCall(channel, event, rawArgs, options);
    const handler = options.handlers[channel] as (...args: unknown[]) => Promise<unknown>;
    return handler(...(args as unknown[]));
  };
}

function isCallChannel(channel: string): channel is IpcCallChannel {
  return Object.hasOwn(ipcCallArgs, channel);
}

// Paths and zod's messages only: zod never repeats the rejected value in them.
function describeIssues(error: z.ZodError): string {
  return error.issues
    .map(
      (issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'arguments'}: ${issue.message}`,
    )
    .join('; ');
}
