import { hkdfSync } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { TOKEN_ISSUER } from '#common/auth/claims.ts';

/** Tracker tokens live 10 minutes; the player fetches a new one every few minutes. */
export const TRACKER_TOKEN_TTL_SECONDS = 10 * 60;

const ALGORITHM = 'HS256';
/** Its own audience and purpose: a tracker token is never accepted as an access token. */
const TRACKER_AUDIENCE = 'tech-journey-tracker';
const TRACKER_PURPOSE = 'tracker';

/**
 * The HMAC key of tracker tokens, derived from the access-token signing key (HKDF-SHA256 with
 * its own label): every replica derives the same one, and an access token's signature can never
 * verify as a tracker token's or the other way round.
 */
export function deriveTrackerKey(signingKey: Uint8Array): Uint8Array {
  return new Uint8Array(
    hkdfSync('sha256', signingKey, new Uint8Array(), 'tech-journey tracker token', 32),
  );
}

/**
 * What a heartbeat tracks: a video lesson's watch time, a live episode's attendance, or the
 * watch time of an ended episode's recording.
 */
export type TrackingKind = 'lesson' | 'live' | 'recording';

export interface TrackerBinding {
  kind: TrackingKind;
  userId: string;
  /** The lesson's resource id, or the episode's id (live and recording). */
  subjectId: string;
}

/** The prefix of each kind's subject claim (a lesson's is plain digits). */
const SUBJECT_PREFIX: Record<TrackingKind, string> = {
  lesson: '',
  live: 'live-episode:',
  recording: 'live-recording:',
};

/**
 * The subject claim of a token. Each kind's prefix differs, so a token for one kind never
 * verifies for another (an attendance token cannot credit a recording, nor the other way).
 */
function subjectClaim({ kind, subjectId }: TrackerBinding): string {
  return `${SUBJECT_PREFIX[kind]}${subjectId}`;
}

export interface TrackerTokenService {
  sign(binding: TrackerBinding): Promise<string>;
  /** Whether the token is valid now and bound to exactly this kind, user and subject. */
  verify(token: string, expected: TrackerBinding): Promise<boolean>;
}

export function createTrackerTokenService(
  key: Uint8Array,
  clock: () => number,
): TrackerTokenService {
  return {
    async sign(binding) {
      const now = Math.floor(clock() / 1000);
      return new SignJWT({ purpose: TRACKER_PURPOSE, resource_id: subjectClaim(binding) })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TRACKER_AUDIENCE)
        .setSubject(binding.userId)
        .setIssuedAt(now)
        .setExpirationTime(now + TRACKER_TOKEN_TTL_SECONDS)
        .sign(key);
    },

    async verify(token, expected) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: TOKEN_ISSUER,
          audience: TRACKER_AUDIENCE,
          requiredClaims: ['exp', 'iat', 'sub'],
          currentDate: new Date(clock()),
        });
        return (
          payload.purpose === TRACKER_PURPOSE &&
          payload.sub === expected.userId &&
          payload.resource_id === subjectClaim(expected)
        );
      } catch {
        return false;
      }
    },
  };
}
