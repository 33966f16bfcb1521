import type { QuestionType, QuizKind } from '#common/api/quizzes/kinds.ts';
import type { Queryable } from '../../db/database.ts';
import { liveEntitySql, liveResourceSql } from '../content/retired-sql.ts';

export interface StoredAnswer {
  id: string;
  text: string;
  correct: boolean;
}

export interface StoredQuestion {
  id: string;
  text: string;
  type: QuestionType;
  explanation: string;
  answers: StoredAnswer[];
}

/** A quiz with everything about it, correct answers included: never sent as is to students. */
export interface StoredQuiz {
  id: string;
  resourceId: string;
  /** The entity's database id (for unlocking) and its hexadecimal wire id. */
  entityId: string;
  entityHexId: string;
  entityType: string;
  /** The entity's title (the module the breadcrumb names). */
  entityTitle: string;
  /** The quiz resource's title. */
  title: string;
  kind: QuizKind;
  passPercentage: number;
  /** The version whose questions these are. */
  version: number;
  /** Whether an import retired it (its resource, section, entity or level; migration 021). */
  retired: boolean;
  questions: StoredQuestion[];
}

interface QuizRow {
  id: string;
  resource_id: string;
  entity_id: string;
  entity_hex_id: string;
  entity_type: string;
  entity_title: string;
  title: string;
  kind: QuizKind;
  pass_percentage: number;
  version: number;
  retired: boolean;
}

interface AnswerRow {
  question_id: string;
  question_text: string;
  type: QuestionType;
  explanation: string;
  answer_id: string;
  answer_text: string;
  correct: boolean;
}

/**
 * Loads a quiz with the questions and answers of one version (default: the current one) in
 * order; null when there is no such quiz.
 */
export async function findQuiz(
  db: Queryable,
  quizId: string,
  version?: number,
): Promise<StoredQuiz | null> {
  const [quiz] = await db.query<QuizRow>(
    `SELECT q.id::text AS id, q.resource_id::text AS resource_id, e.id::text AS entity_id,
            e.hex_id AS entity_hex_id, e.type AS entity_type,
            e.title AS entity_title, r.title, q.kind, q.pass_percentage, q.version,
            NOT (${liveResourceSql('r')} AND ${liveEntitySql('e')}) AS retired
       FROM quizzes q
       JOIN resources r ON r.id = q.resource_id
       JOIN entities e ON e.id = r.entity_id
      WHERE q.id = $1`,
    [quizId],
  );
  if (!quiz) return null;
  const questionsVersion = version ?? Number(quiz.version);
  const rows = await db.query<AnswerRow>(
    `SELECT qq.id::text AS question_id, qq.text AS question_text, qq.type, qq.explanation,
            qa.id::text AS answer_id, qa.text AS answer_text, qa.correct
       FROM quiz_questions qq
       JOIN quiz_answers qa ON qa.question_id = qq.id
      WHERE qq.quiz_id = $1
        AND qq.first_version <= $2 AND (qq.last_version IS NULL OR qq.last_version >= $2)
      ORDER BY qq.order_num, qq.id, qa.order_num, qa.id`,
    [quizId, questionsVersion],
  );
  const questions: StoredQuestion[] = [];
  for (const row of rows) {
    let question = questions.at(-1);
    if (question?.id !== row.question_id) {
      question = {
        id: row.question_id,
        text: row.question_text,
        type: row.type,
        explanation: row.explanation,
        answers: [],
      };
      questions.push(question);
    }
    question.answers.push({ id: row.answer_id, text: row.answer_text, correct: row.correct });
  }
  return {
    id: quiz.id,
    resourceId: quiz.resource_id,
    entityId: quiz.entity_id,
    entityHexId: quiz.entity_hex_id,
    entityType: quiz.entity_type,
    entityTitle: quiz.entity_title,
    title: quiz.title,
    kind: quiz.kind,
    passPercentage: Number(quiz.pass_percentage),
    version: questionsVersion,
    retired: quiz.retired,
    questions,
  };
}

/**
 * Whether the student has completed the quiz's resource without an attempt of record (the demo
 * progress completes resources directly): such a quiz counts as passed.
 */
export async function isResourceCompleted(
  db: Queryable,
  userId: string,
  resourceId: string,
): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM resource_progress WHERE user_id = $1 AND resource_id = $2',
    [userId, resourceId],
  );
  return rows.length > 0;
}
