import { z } from 'zod';
import { ROLES } from '../../auth/roles.ts';
import { PROFILE_AUDIENCES } from '../privacy/privacy.ts';
import { JOURNEY_TITLES } from '../../progress/titles.ts';
import { idSchema } from '../journey/ids.ts';

const titleSchema = z.enum(JOURNEY_TITLES.map((entry) => entry.title));

/** An earned badge (spec 02 §3: entities carry num_badges). */
export const earnedBadgeSchema = z.object({
  id: z.string(),
  name: z.string(),
  entity_title: z.string(),
  /** ISO 8601: when the entity was completed. */
  earned_at: z.string(),
});
export type EarnedBadge = z.infer<typeof earnedBadgeSchema>;

/**
 * The part of a profile anyone signed in may see (GET /tech-journey/profile/{userId} of another
 * student): no secondary e-mail, school year, contact consent or newsletter, ever.
 */
export const publicProfileSchema = z.object({
  view: z.literal('public'),
  user_id: idSchema,
  name: z.string(),
  role: z.enum(ROLES),
  /**
   * Spec 02 §3: the path of the avatar's image in the API service (`/user/avatar/<id>`, see
   * avatar-path.ts), null when none is chosen.
   */
  avatar_path: z
    .string()
    .nullable()
    .describe(
      'The path of the avatar image in this API (GET /user/avatar/{id}); null: none chosen.',
    ),
  bio: z.string().nullable(),
  i_am: z.string().nullable(),
  github_link: z.string().nullable(),
  points: z.number().int().nonnegative(),
  title: titleSchema,
  next_title: titleSchema.nullable(),
  points_to_next_title: z.number().int().nonnegative().nullable(),
  badges: z.array(earnedBadgeSchema),
  /** The hashtags the user marked favourite. */
  top_tags: z.array(z.string()),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** A hashtag of the journey: earned once an entity carrying it is completed. */
export const profileTagSchema = z.object({
  name: z.string(),
  earned: z.boolean(),
  favourite: z.boolean(),
});
export type ProfileTag = z.infer<typeof profileTagSchema>;

export const completionItemSchema = z.object({
  key: z.enum(['avatar', 'bio', 'motto', 'hobby', 'skill', 'contacts', 'favourite_tag']),
  label: z.string(),
  place: z.enum(['profile', 'settings', 'awards']),
  done: z.boolean(),
});

/** The owner's own profile: every field of spec 02 §3, the checklist of §5 included. */
export const ownProfileSchema = publicProfileSchema.extend({
  view: z.literal('owner'),
  email: z.string(),
  sec_email: z.string().nullable(),
  school_year: z.number().int().nullable(),
  /** Past the last school year (spec 02 §5: shown as 'Già diplomato'). */
  graduated: z.boolean(),
  can_contact: z.boolean(),
  newsletter: z.boolean(),
  /** Issue 25's privacy choices (PUT /student/privacy): who sees the profile, the ranking's name. */
  profile_audience: z.enum(PROFILE_AUDIENCES),
  ranking_by_name: z.boolean(),
  tags: z.array(profileTagSchema),
  /** 0-100, not rounded. */
  completion_percentage: z.number().min(0).max(100),
  completion_items: z.array(completionItemSchema),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;

export const profileSchema = z.discriminatedUnion('view', [ownProfileSchema, publicProfileSchema]);
export type Profile = z.infer<typeof profileSchema>;

/** GET /tech-journey/get-tj-user-stats/{userId}: computed from progress, never stored. */
export const profileStatsSchema = z.object({
  /** Spec 02's field: hours rounded to two decimals (common/format/pcto-hours.ts), for reading. */
  completed_pcto_hours: z.number().nonnegative(),
  /**
   * The same time as stored, in minutes: what a client formats (formatPctoHoursText), since
   * turning the rounded hours back into minutes loses precision and copies the rule.
   */
  completed_pcto_minutes: z.number().int().nonnegative(),
  /** Completed entities of the visible levels, 0-100. */
  total_percentage: z.number().min(0).max(100),
  /** Completed modules and final tests (the ones a level needs), 0-100. */
  mandatory_percentage: z.number().min(0).max(100),
});
export type ProfileStats = z.infer<typeof profileStatsSchema>;

export const userIdParamsSchema = z.object({ userId: idSchema });
