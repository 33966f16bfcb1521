import {
  ipcEventPayloads,
  type IpcEventChannel,
  type IpcEventPayload,
} from '#common/ipc/contract.ts';
import type { Logger } from '../logging/logger.ts';

/** Pushes an event of the contract to the renderer(s). */
export type EmitMainEvent = <E extends IpcEventChannel>(
  event: E,
  payload: IpcEventPayload<E>,
) => void;

/** Something that can receive an event: a window's webContents, or a test page. */
export interface EventTarget {
  send(channel: string, payload: unknown): void;
}

/**
 * Sends each event to every current target, after checking its payload against the contract, so
 * main can never push a shape the renderer does not expect (or anything secret by accident).
 */
export function createEventEmitter(getTargets: () => EventTarget[], logger: Logger): EmitMainEvent {
  return (event, payload) => {
    const parsed = ipcEventPayloads[event].safeParse(payload);
    if (!parsed.success) {
      logger.error(`Event ${event} not sent: its payload does not match the contract.`);
      return;
    }
    for (const target of getTargets()) target.send(event, parsed.data);
  };
}
