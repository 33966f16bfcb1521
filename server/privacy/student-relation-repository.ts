import type { Role } from '#common/auth/roles.ts';
import type { ProfileAudience } from '#common/api/privacy/privacy.ts';
import type { Queryable } from '../db/database.ts';
import { followedCoursesSql } from '../live/followed-course-repository.ts';

/** What the access rule needs to know of one user, as seen by one viewer. */
export interface RelationRow {
  id: string;
  role: Role;
  profile_audience: ProfileAudience;
  ranking_by_name: boolean;
  can_contact: boolean;
  erased: boolean;
  own_professor: boolean;
  classmate: boolean;
  chat_mate: boolean;
}

/**
 * The facts behind the viewer's relation to each of `userIds` (unknown ids are left out), in one
 * query. The chat membership is looked up only when asked, as only the chat's card needs it.
 * A classmate shares an active classroom where both are enabled; a professor's students are
 * those of any of their classrooms, in any state (the professor keeps the class's records).
 */
export async function relationRows(
  db: Queryable,
  viewer: { id: string; role: Role },
  userIds: readonly string[],
  withChat: boolean,
): Promise<RelationRow[]> {
  if (userIds.length === 0) return [];
  const chatMate = withChat
    ? `EXISTS (SELECT 1 FROM chat_members m
               WHERE m.user_id = u.id AND m.course_id IN (${followedCoursesSql(viewer.role)}))`
    : 'false';
  return db.query<RelationRow>(
    `SELECT u.id::text AS id, u.role, u.profile_audience, u.ranking_by_name, u.can_contact,
            u.erased_at IS NOT NULL AS erased,
            EXISTS (SELECT 1 FROM classroom_students cs JOIN classrooms c ON c.id = cs.classroom_id
                    WHERE cs.student_id = u.id AND c.professor_id = $1::bigint) AS own_professor,
            EXISTS (SELECT 1 FROM classroom_students mine
                    JOIN classrooms c ON c.id = mine.classroom_id AND NOT c.archived
                    JOIN classroom_students mate ON mate.classroom_id = mine.classroom_id
                    WHERE mine.student_id = $1::bigint AND mine.state = 'enabled'
                      AND mate.student_id = u.id AND mate.state = 'enabled') AS classmate,
            ${chatMate} AS chat_mate
       FROM users u
      WHERE u.id IN (SELECT ids.id::bigint FROM jsonb_array_elements_text($2::jsonb) AS ids(id))`,
    [viewer.id, JSON.stringify(userIds)],
  );
}
