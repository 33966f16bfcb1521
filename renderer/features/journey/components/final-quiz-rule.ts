import type { ItemDetail, Resource } from '#common/api/journey/index.ts';

export type FinalQuizSubject = Pick<ItemDetail, 'only_final_quiz_left' | 'sections'>;

const lastByOrder = <T extends { order_num: number }>(list: readonly T[]): T | undefined =>
  list.reduce<T | undefined>(
    (last, next) => (!last || next.order_num > last.order_num ? next : last),
    undefined,
  );

/**
 * The item's last resource by order_num (the last of the last section) when it is a quiz: the
 * module's final quiz (DEMO.md, spec 01 §4).
 */
export function finalQuizOf(item: Pick<ItemDetail, 'sections'>): Resource | null {
  const section = lastByOrder(item.sections.filter((entry) => entry.resources.length > 0));
  const last = section ? lastByOrder(section.resources) : undefined;
  return last?.type === 'quiz' ? last : null;
}

/**
 * The quiz banner shows when only the final quiz is left (spec 01 §2): the server's flag says so
 * and the item really ends with a quiz that is still to pass.
 */
export function showsFinalQuizBanner(item: FinalQuizSubject): boolean {
  const quiz = finalQuizOf(item);
  return item.only_final_quiz_left && quiz !== null && !quiz.completed;
}

/** The banner's sentence: the certification is mentioned only when the module gives one. */
export function finalQuizInvitation(firstName: string, certificate: boolean): string {
  const greeting = firstName ? `Complimenti, ${firstName}!` : 'Complimenti!';
  const goal = certificate
    ? 'per ottenere la certificazione e completare il corso'
    : 'per completare il corso';
  return `${greeting} Ti manca solo il quiz finale: affrontalo ${goal}.`;
}
