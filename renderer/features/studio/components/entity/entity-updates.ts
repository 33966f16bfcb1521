import type { StudioEntity } from '#common/api/studio/studio.ts';
import { newPackKey } from '#common/content-pack/pack-key.ts';

export type StudioSection = StudioEntity['sections'][number];
export type StudioResource = StudioSection['resources'][number];
export type StudioQuiz = Extract<StudioResource, { type: 'quiz' }>['quiz'];
export type StudioQuestion = StudioQuiz['questions'][number];
export type ResourceType = StudioResource['type'];

export const RESOURCE_LABELS: Record<ResourceType, string> = {
  video_lesson: 'Lezione video',
  exercise: 'Esercizio',
  quiz: 'Quiz',
};

/** A new resource of a type, its key unique among the element's resources. */
export function newResource(entity: StudioEntity, type: ResourceType): StudioResource {
  const taken = entity.sections.flatMap((section) => section.resources.map((item) => item.key));
  const key = newPackKey(`${entity.key} ${RESOURCE_LABELS[type]}`, taken);
  const base = { key, title: RESOURCE_LABELS[type], description: '' };
  switch (type) {
    case 'video_lesson':
      return { ...base, type, duration_seconds: 0 };
    case 'exercise':
      return { ...base, type, duration_seconds: 0, instructions: '' };
    case 'quiz':
      return {
        ...base,
        type,
        quiz: {
          kind: entity.type === 'final_test' ? 'final_test' : 'quiz',
          pass_percentage: 60,
          questions: [],
        },
      };
  }
}

export function newQuestion(): StudioQuestion {
  return {
    text: '',
    type: 'single_answer',
    explanation: '',
    answers: [
      { text: '', correct: true },
      { text: '', correct: false },
    ],
  };
}
