import { describe, expect, it } from 'vitest';
import {
  assessmentQuestionsByGroup,
  getAssessmentQuestion,
  getAssessmentQuestions,
} from './assessment-data.ts';

const range = (first: number, last: number) =>
  Array.from({ length: last - first + 1 }, (_, index) => first + index);

describe('assessment data', () => {
  it('holds the 28 questions of the spec, in the spec groups by id', () => {
    expect(getAssessmentQuestions()).toHaveLength(28);
    const groups = assessmentQuestionsByGroup();
    expect([...groups.keys()]).toEqual(['IT INTRO', 'BACK END', 'FRONT END', 'DEVOPS']);
    expect(groups.get('IT INTRO')?.map((q) => q.id)).toEqual(range(1, 10));
    expect(groups.get('BACK END')?.map((q) => q.id)).toEqual(range(11, 18));
    expect(groups.get('FRONT END')?.map((q) => q.id)).toEqual(range(19, 24));
    expect(groups.get('DEVOPS')?.map((q) => q.id)).toEqual(range(25, 28));
  });

  it('gives each question four answers a-d, one correct, a category and an explanation', () => {
    for (const question of getAssessmentQuestions()) {
      expect(question.answers.map((a) => a.letterLabel).join('')).toBe('abcd');
      expect(question.answers.filter((a) => a.correct)).toHaveLength(1);
      expect(question.category).not.toBe('');
      expect(question.explanation).not.toBe('');
      expect(question.label.color).not.toBe('');
    }
  });

  it('reads a question from a route id and nothing from a bad one', () => {
    expect(getAssessmentQuestion('25')?.label.text).toBe('DEVOPS');
    expect(getAssessmentQuestion('0')).toBeNull();
    expect(getAssessmentQuestion('29')).toBeNull();
    expect(getAssessmentQuestion('1e1')).toBeNull();
  });
});
