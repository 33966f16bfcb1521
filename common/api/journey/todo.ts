import { z } from 'zod';
import { hexIdSchema } from './ids.ts';

/** The answer of saving an entity in the to-do list (201): the hexadecimal id saved. */
export const savedTodoSchema = z.object({ id: hexIdSchema });
export type SavedTodo = z.infer<typeof savedTodoSchema>;
