import type { StudioEditor } from '#common/api/studio/studio.ts';
import type { Database } from '../db/database.ts';
import { notFound, validationFailed } from '../http/http-error.ts';
import {
  courseIdByKey,
  editorsOfCourse,
  professorsByEmail,
  replaceEditors,
} from './editor-repository.ts';

/**
 * Names the professors who may schedule a live course's episodes and quizzes (admins only,
 * checked by the route). Every e-mail must be a professor's account: an unknown one is 422,
 * and nothing changes.
 */
export async function setCourseEditors(
  db: Database,
  input: { courseKey: string; emails: readonly string[]; addedBy: string; now: Date },
): Promise<StudioEditor[]> {
  return db.transaction(async (tx) => {
    const courseId = await courseIdByKey(tx, input.courseKey);
    if (!courseId) throw notFound();
    const emails = [...new Set(input.emails)];
    const found = await professorsByEmail(tx, emails);
    const known = new Set(found.map((user) => user.email));
    const unknown = emails.filter((email) => !known.has(email));
    if (unknown.length > 0) {
      throw validationFailed({
        emails: `Nessun docente con l'e-mail ${unknown.map((email) => `«${email}»`).join(', ')}.`,
      });
    }
    await replaceEditors(
      tx,
      courseId,
      found.map((user) => user.id),
      input.addedBy,
      input.now,
    );
    return editorsOfCourse(tx, input.courseKey);
  });
}
