import { describe, expect, it } from 'vitest';
import { ASSESSMENT_QUESTIONS, assessmentQuestionById } from './assessment-questions.ts';
import { ASSESSMENT_GROUP_IDS, ASSESSMENT_LABELS, assessmentQuestion } from './assessment-types.ts';
import type { AssessmentGroup } from './assessment-types.ts';

const groups = Object.keys(ASSESSMENT_GROUP_IDS) as AssessmentGroup[];

function groupOf(id: number): AssessmentGroup | undefined {
  return groups.find((group) => {
    const { first, last } = ASSESSMENT_GROUP_IDS[group];
    return id >= first && id <= last;
  });
}

describe('assessment questions', () => {
  it('holds ids 1 to 28, in order, once each', () => {
    expect(ASSESSMENT_QUESTIONS.map((question) => question.id)).toEqual(
      Array.from({ length: 28 }, (_, index) => index + 1),
    );
  });

  it('labels each question with the group its id belongs to', () => {
    for (const question of ASSESSMENT_QUESTIONS) {
      const group = groupOf(question.id);
      expect(group, `question ${question.id}`).toBeDefined();
      expect(question.label).toEqual(group && ASSESSMENT_LABELS[group]);
    }
    expect(ASSESSMENT_QUESTIONS.filter((q) => q.label.text === 'IT INTRO')).toHaveLength(10);
    expect(ASSESSMENT_QUESTIONS.filter((q) => q.label.text === 'BACK END')).toHaveLength(8);
    expect(ASSESSMENT_QUESTIONS.filter((q) => q.label.text === 'FRONT END')).toHaveLength(6);
    expect(ASSESSMENT_QUESTIONS.filter((q) => q.label.text === 'DEVOPS')).toHaveLength(4);
  });

  it('gives every question the letters a to d, exactly one correct answer and an explanation', () => {
    for (const question of ASSESSMENT_QUESTIONS) {
      expect(question.answers.map((answer) => answer.letterLabel)).toEqual(['a', 'b', 'c', 'd']);
      expect(question.answers.filter((answer) => answer.correct)).toHaveLength(1);
      expect(new Set(question.answers.map((answer) => answer.text)).size).toBe(4);
      expect(question.text.trim()).not.toBe('');
      expect(question.explanation.trim()).not.toBe('');
    }
  });

  it('marks as correct only the letter it is given', () => {
    const built = assessmentQuestion(
      99,
      'DEVOPS',
      'LINUX',
      'Domanda',
      { a: 'uno', b: 'due', c: 'tre', d: 'quattro' },
      'c',
      'Spiegazione',
    );
    expect(built.answers.filter((answer) => answer.correct).map((a) => a.text)).toEqual(['tre']);
    expect(built.label).toEqual(ASSESSMENT_LABELS.DEVOPS);
  });

  it('finds a question by id and nothing for an unknown id', () => {
    expect(assessmentQuestionById(19)?.label.text).toBe('FRONT END');
    expect(assessmentQuestionById(29)).toBeUndefined();
  });
});
