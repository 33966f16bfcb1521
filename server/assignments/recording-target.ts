import type { AssignableWork } from '#common/api/assignments/index.ts';
import { formatDate } from '#common/format/swiss-italian.ts';
import type { Queryable } from '../db/database.ts';
import { notFound, validationFailed } from '../http/http-error.ts';
import { isTrackableRecording } from '../live/recording-rules.ts';
import type { AssignmentTarget } from './assignment-repository.ts';
import { findRecordingCandidate, listFollowedEpisodes } from './recording-target-repository.ts';

const NOT_FOLLOWED_MESSAGE =
  'La classe non segue il corso di questo episodio: iscrivila al corso prima di assegnarne la registrazione.';
const NOT_TRACKABLE_MESSAGE =
  'Questa registrazione è un video di YouTube: il tempo di visione non si può contare, quindi non si può assegnare.';

/**
 * The recording of a live episode as assignable work of a classroom (docs/assignments.md): an
 * episode of a course the classroom follows, whose recording our player plays. It may not have
 * been broadcast yet: its recording opens once it ends, and only then does watching count.
 * An unknown or retired episode is 404; one of a course not followed, or a YouTube video, 422.
 */
export async function resolveRecordingTarget(
  db: Queryable,
  classroomId: string,
  episodeId: string,
): Promise<AssignmentTarget> {
  const candidate = await findRecordingCandidate(db, classroomId, episodeId);
  if (!candidate) throw notFound();
  if (!candidate.followed) throw validationFailed({ target_id: NOT_FOLLOWED_MESSAGE });
  if (!isTrackableRecording(candidate.link)) {
    throw validationFailed({ target_id: NOT_TRACKABLE_MESSAGE });
  }
  return { entityId: null, resourceId: null, quizId: null, episodeId: candidate.episode_id };
}

/** The picker's recordings for a classroom: each episode of its courses that can be assigned. */
export async function listAssignableRecordings(
  db: Queryable,
  classroomId: string,
  timeZone: string,
): Promise<AssignableWork[]> {
  const episodes = await listFollowedEpisodes(db, classroomId);
  return episodes
    .filter((episode) => isTrackableRecording(episode.link))
    .map((episode) => ({
      kind: 'recording',
      target_id: episode.episode_id,
      title: episode.title,
      context: `${episode.course_title}, diretta del ${formatDate(new Date(episode.starts_at), timeZone)}`,
    }));
}
