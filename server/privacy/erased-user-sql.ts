/**
 * SQL of "user $1 is erased". An access token issued before the erasure stays valid until it
 * expires (minutes; tokens are checked by signature): the writes of personal data (profile
 * texts, hobbies, skills, favourite hashtags) refuse an erased row, so that window cannot put
 * personal data back into an anonymised account.
 */
export const ERASED_USER_SQL = 'SELECT 1 FROM users WHERE id = $1 AND erased_at IS NOT NULL';
