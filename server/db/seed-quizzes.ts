import type { DemoContent, DemoEntity, DemoQuizResource } from '../demo-content/content-types.ts';
import type { Queryable } from './database.ts';

/** What seedQuizzes needs of the content seed's answer: resource key → resource id. */
export interface QuizSeedIds {
  resources: ReadonlyMap<string, string>;
}

/**
 * Inserts the quiz (questions and answers, in content order) of every quiz resource of the demo
 * content. Runs after the content seed, in the same transaction.
 * @returns resource key → quiz id, for seeding demo attempts.
 */
export async function seedQuizzes(
  tx: Queryable,
  content: DemoContent,
  ids: QuizSeedIds,
): Promise<Map<string, string>> {
  const quizIds = new Map<string, string>();
  for (const resource of quizResources(content)) {
    const resourceId = ids.resources.get(resource.key);
    if (!resourceId) throw new Error(`The content seed wrote no resource ${resource.key}.`);
    quizIds.set(resource.key, await insertQuiz(tx, resourceId, resource));
  }
  return quizIds;
}

function quizResources(content: DemoContent): DemoQuizResource[] {
  const entities: DemoEntity[] = [
    ...content.levels.flatMap((level) => level.entities),
    ...content.on_demand,
  ];
  return entities.flatMap((entity) =>
    entity.sections.flatMap((section) =>
      section.resources.filter((resource) => resource.type === 'quiz'),
    ),
  );
}

async function insertQuiz(
  tx: Queryable,
  resourceId: string,
  resource: DemoQuizResource,
): Promise<string> {
  const { quiz } = resource;
  const quizId = await insertReturningId(
    tx,
    'INSERT INTO quizzes (resource_id, kind, pass_percentage) VALUES ($1, $2, $3) RETURNING id::text AS id',
    [resourceId, quiz.kind, quiz.pass_percentage],
  );
  for (const [questionIndex, question] of quiz.questions.entries()) {
    const questionId = await insertReturningId(
      tx,
      `INSERT INTO quiz_questions (quiz_id, text, type, explanation, order_num)
       VALUES ($1, $2, $3, $4, $5) RETURNING id::text AS id`,
      [quizId, question.text, question.type, question.explanation, questionIndex + 1],
    );
    for (const [answerIndex, answer] of question.answers.entries()) {
      await tx.query(
        'INSERT INTO quiz_answers (question_id, text, correct, order_num) VALUES ($1, $2, $3, $4)',
        [questionId, answer.text, answer.correct, answerIndex + 1],
      );
    }
  }
  return quizId;
}

async function insertReturningId(
  tx: Queryable,
  sql: string,
  params: (string | number)[],
): Promise<string> {
  const id = (await tx.query<{ id: string }>(sql, params))[0]?.id;
  if (!id) throw new Error('An insert returned no id.');
  return id;
}
