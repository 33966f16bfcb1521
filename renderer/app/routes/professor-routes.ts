import type { RouteDefinition } from './route-definition.ts';
import {
  ClassroomsPage,
  GamesPage,
  LiveAttemptReportPage,
  LtiPage,
  ReportsPage,
  TestAttemptReportPage,
} from '../lazy-pages.ts';

/** Classrooms, reports, games and LTI (spec 02 §2). */
export const PROFESSOR_ROUTES: readonly RouteDefinition[] = [
  {
    key: 'classroomManagement',
    layout: 'default',
    title: 'Gestione classi',
    description: 'Le tue classi, i loro studenti e gli inviti.',
    page: ClassroomsPage,
  },
  {
    key: 'report',
    layout: 'default',
    title: 'Report',
    description: 'Statistiche, tentativi e certificati delle tue classi.',
    page: ReportsPage,
  },
  {
    key: 'testAttemptReport',
    layout: 'default',
    title: 'Tentativo del test',
    description: 'Le risposte di uno studente a un test della Tech Journey.',
    params: { attemptId: 'digits' },
    parents: ['report'],
    page: TestAttemptReportPage,
  },
  {
    key: 'liveAttemptReport',
    layout: 'default',
    title: 'Tentativo del quiz live',
    description: 'Le risposte di uno studente a un quiz live.',
    parents: ['report'],
    page: LiveAttemptReportPage,
  },
  {
    key: 'games',
    layout: 'default',
    title: 'Giochi',
    description: 'Sfide per mettere alla prova quello che sai.',
    page: GamesPage,
  },
  {
    key: 'lti',
    layout: 'default',
    title: 'Strumenti esterni',
    description: 'I corsi delle piattaforme didattiche collegate.',
    page: LtiPage,
  },
  {
    key: 'ltiCourses',
    layout: 'default',
    title: 'Corsi esterni',
    description: 'I corsi disponibili sulle piattaforme collegate.',
    parents: ['lti'],
    page: LtiPage,
  },
  {
    key: 'ltiCourse',
    layout: 'default',
    title: 'Corso esterno',
    description: 'Un corso di una piattaforma collegata.',
    parents: ['lti', 'ltiCourses'],
    page: LtiPage,
  },
];
