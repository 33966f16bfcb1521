import { episodeMedia } from '#common/live/episode-media.ts';

/**
 * What an episode's recording is, for the recording kind of the heartbeat and for assigning it
 * (issue 29 §1, docs/assignments.md). The recording is the episode's own link, played once the
 * episode has ended. Only a media file of ours can be tracked: our player reports its position,
 * a YouTube embed does not, so watch time could not be credited honestly.
 */
export function isTrackableRecording(link: string): boolean {
  return episodeMedia(link).kind === 'file';
}

/**
 * The recording's length in whole seconds: the one recorded with the episode when known
 * (live_episodes.recording_seconds), otherwise the whole broadcast, end − start.
 */
export function recordingLength(episode: {
  start: number;
  end: number;
  recordingSeconds: number | null;
}): number {
  return episode.recordingSeconds ?? Math.max(0, episode.end - episode.start);
}
