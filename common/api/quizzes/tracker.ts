import { z } from 'zod';

/** The header that carries the tracker token on every ping. */
export const TRACKER_TOKEN_HEADER = 'x-tracker-token';

/**
 * GET /api/tj/tech-journey/video-lessons/{id}/tracker-token: a short-lived token bound to the
 * student and the video lesson, sent back in the `x-tracker-token` header of the pings.
 */
export const trackerTokenResponseSchema = z.object({ tracker_token: z.string().min(1) });
export type TrackerTokenResponse = z.infer<typeof trackerTokenResponseSchema>;

/**
 * POST /api/tj/tech-journey/video-lessons/{id}/pings: where the player is and whether it plays.
 * Sent every few seconds while playing and once on pause.
 */
export const trackerPingRequestSchema = z.object({
  position_seconds: z.number().min(0).max(86_400),
  playing: z.boolean(),
});
export type TrackerPingRequest = z.infer<typeof trackerPingRequestSchema>;

/**
 * Answer of a ping: the seconds credited so far and how many completion needs (90 % of the
 * lesson); `can_complete` tells the player it may call POST .../video-lessons/{id}/complete.
 */
export const trackerPingResponseSchema = z.object({
  watched_seconds: z.number().int().min(0),
  required_seconds: z.number().int().min(0),
  can_complete: z.boolean(),
});
export type TrackerPingResponse = z.infer<typeof trackerPingResponseSchema>;

/** The 409 message of a completion asked before the tracker saw the lesson watched. */
export const VIDEO_NOT_WATCHED_MESSAGE = 'Guarda la lezione fino alla fine per completarla.';
