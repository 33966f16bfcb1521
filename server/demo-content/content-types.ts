/**
 * The shape of the demo content (DEMO.md "Content") as plain data. The content files in this
 * folder are written against it, and the seed turns it into rows. Keys are stable, human-readable
 * identifiers (kebab-case, unique across the whole content); the seed derives database ids and
 * hexadecimal module ids from them, so tests and the progress of demo users can name content by
 * key.
 */

export type EntityType = 'module' | 'pit_stop' | 'focus' | 'final_test' | 'on_demand';
export type QuizKind = 'quiz' | 'test' | 'final_test';
export type QuestionType = 'single_answer' | 'multiple_answer';

export interface DemoAnswer {
  text: string;
  correct: boolean;
}

export interface DemoQuestion {
  text: string;
  /** single_answer: exactly one correct answer; multiple_answer: one or more. */
  type: QuestionType;
  /** Shown with the answers once the quiz is passed. */
  explanation: string;
  answers: DemoAnswer[];
}

export interface DemoQuiz {
  kind: QuizKind;
  /** Percentage of correctly answered questions needed to pass (0-100). */
  pass_percentage: number;
  questions: DemoQuestion[];
}

interface DemoResourceBase {
  key: string;
  title: string;
  description: string;
}

export interface DemoVideoLesson extends DemoResourceBase {
  type: 'video_lesson';
  duration_seconds: number;
  /** File name under resources/media/ that ships with the project. */
  media: string;
}

export interface DemoExercise extends DemoResourceBase {
  type: 'exercise';
  duration_seconds: number;
  /** What the student has to do, in Italian; may span several paragraphs. */
  instructions: string;
}

export interface DemoQuizResource extends DemoResourceBase {
  type: 'quiz';
  quiz: DemoQuiz;
}

export type DemoResource = DemoVideoLesson | DemoExercise | DemoQuizResource;

export interface DemoSection {
  title: string;
  /** In order; order_num is the position. */
  resources: DemoResource[];
}

export interface DemoEntity {
  key: string;
  type: EntityType;
  title: string;
  description: string;
  pcto_minutes: number;
  points: number;
  tags: string[];
  num_badges: number;
  /** Whether completing the entity (passing its final quiz) gives a certificate. */
  certificate: boolean;
  download_materials_link?: string;
  /** In order. A module's last resource is its final quiz; a final test has one final_test quiz. */
  sections: DemoSection[];
}

export interface DemoLevel {
  key: string;
  title: string;
  /** 1, 2, 3…; 20 is the hidden level every list leaves out. */
  order_num: number;
  download_materials_link?: string;
  /** In order along the path; the last one is the level's final test. */
  entities: DemoEntity[];
}

/** A guided list of entities (professional paths, skill focuses). */
export interface DemoCollection {
  key: string;
  title: string;
  description: string;
  /** Keys of entities of the levels or of the on-demand items. */
  entity_keys: string[];
}

export interface DemoContent {
  levels: DemoLevel[];
  /** Entities of type on_demand, outside the levels. */
  on_demand: DemoEntity[];
  professional_paths: DemoCollection[];
  skill_focuses: DemoCollection[];
  /** Keys of entities offered one by one on the home page. */
  single_entity_keys: string[];
}
