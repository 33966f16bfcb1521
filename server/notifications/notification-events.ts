import { percentWithArticle } from '#common/format/percent-with-article.ts';
import { paths } from '#common/routing/paths.ts';
import { TITLE_LABELS, titleForPoints } from '#common/progress/titles.ts';
import type { Queryable } from '../db/database.ts';
import {
  classroomName,
  enabledStudentsOf,
  liveCourseTitle,
  questionWithPlace,
  testOfQuiz,
} from './event-subject-repository.ts';
import { notify } from './notification-repository.ts';

/**
 * The events that notify a student (issue 12), each with its Italian text, its link and its key,
 * in one place. Every function runs in the transaction of its event, so a notification exists
 * exactly when the event does. Texts avoid gendered forms: the platform does not know them.
 */

/** The longest excerpt of a student's own words repeated in a notification. */
const EXCERPT_LENGTH = 60;

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= EXCERPT_LENGTH ? flat : `${flat.slice(0, EXCERPT_LENGTH - 1)}…`;
}

/** A quiz or test passed (a quiz is passed once: it cannot be taken again). */
export async function notifyQuizPassed(
  tx: Queryable,
  event: {
    userId: string;
    quiz: { id: string; title: string; kind: string; entityHexId: string };
    scorePercentage: number;
    now: Date;
  },
): Promise<void> {
  const { quiz } = event;
  const finalTest = quiz.kind === 'final_test';
  const what = finalTest ? 'il test finale' : quiz.kind === 'test' ? 'il test' : 'il quiz';
  await notify(tx, {
    userIds: [event.userId],
    eventKey: `quiz-passed:${quiz.id}`,
    text: `Hai superato ${what} «${quiz.title}» con ${percentWithArticle(Math.round(event.scorePercentage))}.`,
    link: finalTest
      ? paths.finalTestAnswers.href(quiz.id)
      : paths.quizAnswers.href(quiz.entityHexId, quiz.id),
    now: event.now,
  });
}

/** A certificate earned: its entity completed. */
export async function notifyCertificateEarned(
  tx: Queryable,
  event: { userId: string; entityId: string; entityTitle: string; now: Date },
): Promise<void> {
  await notify(tx, {
    userIds: [event.userId],
    eventKey: `certificate:${event.entityId}`,
    text: `Hai ottenuto il certificato «${event.entityTitle}»: lo trovi tra i tuoi certificati.`,
    link: paths.certificates.href(),
    now: event.now,
  });
}

/** A new title, when an award of points crosses a threshold (spec 02 §4). */
export async function notifyTitleIfReached(
  tx: Queryable,
  event: { userId: string; pointsBefore: number; pointsAfter: number; now: Date },
): Promise<void> {
  const title = titleForPoints(event.pointsAfter);
  if (title === titleForPoints(event.pointsBefore)) return;
  await notify(tx, {
    userIds: [event.userId],
    eventKey: `title:${title}`,
    text: `Nuovo titolo: ora sei ${TITLE_LABELS[title]}! Continua così.`,
    link: paths.profile.href(),
    now: event.now,
  });
}

/** Added to a classroom (by the professor, an import, or an accepted request) or removed. */
async function notifyMembership(
  tx: Queryable,
  event: { studentId: string; classroomId: string; now: Date },
  joined: boolean,
): Promise<void> {
  const name = (await classroomName(tx, event.classroomId)) ?? '';
  await notify(tx, {
    userIds: [event.studentId],
    eventKey: `classroom-${joined ? 'joined' : 'left'}:${event.classroomId}:${event.now.getTime()}`,
    text: joined
      ? `Ora fai parte della classe «${name}».`
      : `Non fai più parte della classe «${name}».`,
    link: null,
    now: event.now,
  });
}

export const notifyClassroomJoined = (
  tx: Queryable,
  event: { studentId: string; classroomId: string; now: Date },
) => notifyMembership(tx, event, true);

export const notifyClassroomLeft = (
  tx: Queryable,
  event: { studentId: string; classroomId: string; now: Date },
) => notifyMembership(tx, event, false);

/** A professor opened a test session for these students. */
export async function notifyTestSessionOpened(
  tx: Queryable,
  event: { sessionId: string; quizId: string; studentIds: readonly string[]; now: Date },
): Promise<void> {
  const test = await testOfQuiz(tx, event.quizId);
  if (!test) return;
  await notify(tx, {
    userIds: event.studentIds,
    eventKey: `test-session:${event.sessionId}`,
    text: `Il tuo professore ha aperto il test «${test.title}»: puoi svolgerlo ora.`,
    link: paths.moduleDetail.href(test.hex_id),
    now: event.now,
  });
}

/** Someone else replied to the student's question. */
export async function notifyQuestionReplied(
  tx: Queryable,
  event: { questionId: string; replyId: string; replierId: string; replierName: string; now: Date },
): Promise<void> {
  const question = await questionWithPlace(tx, event.questionId);
  if (!question || question.user_id === event.replierId) return;
  await notify(tx, {
    userIds: [question.user_id],
    eventKey: `reply:${event.replyId}`,
    text: `${event.replierName} ha risposto alla tua domanda «${excerpt(question.text)}».`,
    link: paths.episodeDetail.href(question.hex_id, question.resource_id),
    now: event.now,
  });
}

/** A moderator hid (or restored) the student's question or reply. */
export async function notifyPostModerated(
  tx: Queryable,
  event: {
    kind: 'question' | 'reply';
    id: string;
    authorId: string;
    text: string;
    hidden: boolean;
    now: Date;
  },
): Promise<void> {
  const what = event.kind === 'question' ? 'La tua domanda' : 'La tua risposta';
  const outcome = event.hidden
    ? 'è stata nascosta dalla moderazione perché segnalata.'
    : 'è di nuovo visibile.';
  await notify(tx, {
    userIds: [event.authorId],
    eventKey: `${event.hidden ? 'hidden' : 'restored'}:${event.kind}:${event.id}:${event.now.getTime()}`,
    text: `${what} «${excerpt(event.text)}» ${outcome}`,
    link: null,
    now: event.now,
  });
}

/** A professor opened a live quiz for these students. */
export async function notifyLiveQuizOpened(
  tx: Queryable,
  event: {
    sessionId: string;
    quizId: string;
    title: string;
    studentIds: readonly string[];
    now: Date;
  },
): Promise<void> {
  await notify(tx, {
    userIds: event.studentIds,
    eventKey: `live-quiz-session:${event.sessionId}`,
    text: `Il tuo professore ha aperto il quiz live «${event.title}»: rispondi ora.`,
    link: paths.liveQuiz.href(event.quizId),
    now: event.now,
  });
}

/** A professor subscribed these classrooms to a live course: their enabled students are told. */
export async function notifyCourseSubscribed(
  tx: Queryable,
  event: { courseId: string; classroomIds: readonly string[]; now: Date },
): Promise<void> {
  const title = await liveCourseTitle(tx, event.courseId);
  const userIds = await enabledStudentsOf(tx, event.classroomIds);
  if (title === null) return;
  await notify(tx, {
    userIds,
    eventKey: `live-course:${event.courseId}:${event.now.getTime()}`,
    text: `La tua classe segue ora il corso live «${title}»: lo trovi in I miei corsi.`,
    link: `${paths.live.href()}?course=${event.courseId}`,
    now: event.now,
  });
}

/** Work assigned by a professor (issue 29 §1): what, and by when if there is a due moment. */
export async function notifyAssignmentGiven(
  tx: Queryable,
  event: {
    assignmentId: string;
    studentIds: readonly string[];
    title: string;
    /** The due moment as the school reads it ("01.12.2026 18:00"), or null. */
    due: string | null;
    link: string;
    now: Date;
  },
): Promise<void> {
  await notify(tx, {
    userIds: event.studentIds,
    eventKey: `assignment:${event.assignmentId}`,
    text: `Nuovo compito: «${event.title}»${event.due ? `, da completare entro il ${event.due}` : ''}.`,
    link: event.link,
    now: event.now,
  });
}

/** The day before an assignment is due, for the students who have not done it yet. */
export async function notifyAssignmentDueSoon(
  tx: Queryable,
  event: {
    assignmentId: string;
    studentIds: readonly string[];
    title: string;
    due: string;
    link: string;
    now: Date;
  },
): Promise<void> {
  await notify(tx, {
    userIds: event.studentIds,
    eventKey: `assignment-due:${event.assignmentId}`,
    text: `Promemoria: il compito «${event.title}» è da completare entro il ${event.due}.`,
    link: event.link,
    now: event.now,
  });
}
