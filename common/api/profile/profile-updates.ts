import { z } from 'zod';
import { isAvatarId } from '../../profile/avatars.ts';
import { GITHUB_LINK_MESSAGE, normaliseGithubLink } from '../../profile/github-link.ts';
import { PROFILE_LIMITS } from '../../profile/limits.ts';

/** Trimmed text up to `max` characters; empty clears the field (null). */
function optionalText(max: number, tooLong: string) {
  return z
    .string({ error: 'Il testo non è valido.' })
    .trim()
    .max(max, tooLong)
    .transform((text) => (text === '' ? null : text));
}

/** POST /student/update-bio. */
export const updateBioRequestSchema = z.object({
  bio: optionalText(
    PROFILE_LIMITS.bioMaxLength,
    `La bio può avere al massimo ${PROFILE_LIMITS.bioMaxLength} caratteri.`,
  ),
});

/** POST /student/update-i-am: the motto. */
export const updateMottoRequestSchema = z.object({
  i_am: optionalText(
    PROFILE_LIMITS.mottoMaxLength,
    `Il motto può avere al massimo ${PROFILE_LIMITS.mottoMaxLength} caratteri.`,
  ),
});

/** A GitHub profile URL (spec 02 §5: a user name after the host), stored in one form; '' clears. */
export const githubLinkSchema = z
  .string({ error: GITHUB_LINK_MESSAGE })
  .trim()
  .max(PROFILE_LIMITS.githubLinkMaxLength, GITHUB_LINK_MESSAGE)
  .transform((link, context) => {
    if (link === '') return null;
    const normalised = normaliseGithubLink(link);
    if (normalised === null) context.addIssue({ code: 'custom', message: GITHUB_LINK_MESSAGE });
    return normalised;
  });

/** POST /student/github-link. */
export const githubLinkRequestSchema = z.object({ github_link: githubLinkSchema });

/** PUT /tech-journey/avatar/{id}: only an id of the catalogue. */
export const avatarParamsSchema = z.object({
  id: z
    .string({ error: 'Scegli un avatar.' })
    .refine(isAvatarId, 'Questo avatar non esiste: scegline uno dal catalogo.'),
});

/** POST /tech-journey/update-user-top-tags: favourites among the hashtags earned. */
export const updateTopTagsRequestSchema = z.object({
  tags: z
    .array(z.string({ error: 'Hashtag non valido.' }).trim().min(1).max(40), {
      error: 'Indica gli hashtag preferiti.',
    })
    .max(
      PROFILE_LIMITS.maxFavouriteTags,
      `Puoi scegliere al massimo ${PROFILE_LIMITS.maxFavouriteTags} hashtag preferiti.`,
    )
    .transform((tags) => [...new Set(tags)]),
});

/** A secondary e-mail: a valid address, or '' to remove it. */
export const secondaryEmailSchema = z
  .string({ error: "L'e-mail secondaria non è valida." })
  .trim()
  .toLowerCase()
  .max(PROFILE_LIMITS.emailMaxLength, "L'e-mail secondaria è troppo lunga.")
  .refine(
    (email) => email === '' || z.email().safeParse(email).success,
    "L'e-mail secondaria non è valida.",
  )
  // The refinement, for the OpenAPI document: blank, or an e-mail address.
  .meta({ anyOf: [{ pattern: '^\\s*$' }, { format: 'email' }] })
  .transform((email) => (email === '' ? null : email));

const consent = (message: string) => z.boolean({ error: message });

/** PUT /student/profile (spec 02 §7). */
export const studentSettingsRequestSchema = z.object({
  sec_email: secondaryEmailSchema,
  can_contact: consent('Indica se vuoi essere contattato dalle aziende.'),
  newsletter: consent('Indica se vuoi ricevere la newsletter.'),
});

/** PUT /professor/profile. */
export const professorSettingsRequestSchema = z.object({
  sec_email: secondaryEmailSchema,
  newsletter: consent('Indica se vuoi ricevere la newsletter.'),
});

/** PUT /visitor/profile. */
export const visitorSettingsRequestSchema = z.object({ sec_email: secondaryEmailSchema });
