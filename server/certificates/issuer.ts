/**
 * Who issues what the platform certifies: the name printed on every certificate, stated on its
 * public verification page and in the Open Badges issuer profile, so all three agree.
 */
export const ISSUER_NAME = 'Tech Journey';
