/**
 * The bounds of what a user writes or picks in the profile (spec 02 §5 leaves them to us). Both
 * sides read them from here: the server's schemas refuse beyond them with a 422, the forms show
 * the same limits as counters and `maxLength`, and migration 008 repeats the text bounds as CHECKs.
 */
export const PROFILE_LIMITS = {
  /** "Chi sono": a short paragraph. */
  bioMaxLength: 500,
  /** The motto (i_am): one line under the name. */
  mottoMaxLength: 80,
  githubLinkMaxLength: 200,
  /** RFC 5321's longest path. */
  emailMaxLength: 254,
  maxHobbies: 10,
  /** Per kind: at most this many soft skills and this many hard skills. */
  maxSkillsPerType: 10,
  maxFavouriteTags: 5,
  catalogueSearchMaxLength: 50,
  catalogueMaxPageSize: 50,
} as const;
