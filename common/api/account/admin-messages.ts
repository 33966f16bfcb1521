import { z } from 'zod';
import { idSchema } from '../journey/ids.ts';

export const ADMIN_MESSAGE_KINDS = ['error', 'warning', 'info'] as const;
export type AdminMessageKind = (typeof ADMIN_MESSAGE_KINDS)[number];

export const ADMIN_MESSAGE_MAX_LENGTH = 500;

const shownMessageSchema = z.object({ id: idSchema, message: z.string() });

/**
 * GET /settings/messages (spec 02 §3): the messages in force, in three lists; info messages may
 * carry a link. Whether one is read is kept by the client (spec 02 §4).
 */
export const adminMessagesSchema = z.object({
  error: z.array(shownMessageSchema),
  warning: z.array(shownMessageSchema),
  info: z.array(shownMessageSchema.extend({ link: z.string().nullable() })),
});
export type AdminMessages = z.infer<typeof adminMessagesSchema>;

/** POST /settings/messages (admins): a link only on info messages; an end in the future. */
export const publishAdminMessageRequestSchema = z
  .object({
    kind: z.enum(ADMIN_MESSAGE_KINDS, { error: 'Scegli il tipo: errore, avviso o informazione.' }),
    message: z
      .string({ error: 'Scrivi il messaggio.' })
      .trim()
      .min(1, 'Scrivi il messaggio.')
      .max(
        ADMIN_MESSAGE_MAX_LENGTH,
        `Il messaggio può avere al massimo ${ADMIN_MESSAGE_MAX_LENGTH} caratteri.`,
      ),
    link: z
      .string()
      .trim()
      .max(500, 'Il link è troppo lungo.')
      .refine(
        (link) => link === '' || /^https?:\/\/\S+$/.test(link),
        'Il link deve iniziare con https:// o http://.',
      )
      // The refinement, for the OpenAPI document: blank, or an http(s) address.
      .meta({ anyOf: [{ pattern: '^\\s*$' }, { pattern: '^\\s*https?://\\S+\\s*$' }] })
      .transform((link) => (link === '' ? null : link))
      .optional(),
    ends_at: z.iso
      .datetime({ offset: true, error: 'La data di fine non è valida.' })
      .nullable()
      .optional(),
  })
  .refine((body) => body.kind === 'info' || !body.link, {
    message: 'Solo i messaggi informativi possono avere un link.',
    path: ['link'],
  })
  // The refinement, for the OpenAPI document: a link only on an informative message.
  .meta({
    if: { properties: { kind: { not: { const: 'info' } } }, required: ['kind'] },
    then: { properties: { link: { pattern: '^\\s*$' } } },
  });

/** A message as its admins manage it, withdrawn and ended ones included. */
export const managedAdminMessageSchema = z.object({
  id: idSchema,
  kind: z.enum(ADMIN_MESSAGE_KINDS),
  message: z.string(),
  link: z.string().nullable(),
  created_at: z.string(),
  ends_at: z.string().nullable(),
  withdrawn_at: z.string().nullable(),
  author: z.string().nullable(),
});
export type ManagedAdminMessage = z.infer<typeof managedAdminMessageSchema>;
