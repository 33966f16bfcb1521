import type { StudioEntity, StudioWorkspace } from '#common/api/studio/studio.ts';

/** A module with one section holding a lesson and a quiz (the quiz's first question is fine). */
export function moduleFixture(overrides: Partial<StudioEntity> = {}): StudioEntity {
  return {
    key: 'git-base',
    type: 'module',
    title: 'Git di base',
    description: 'Commit, rami e fusioni.',
    pcto_minutes: 60,
    points: 10,
    tags: ['git'],
    num_badges: 1,
    certificate: false,
    sections: [
      {
        title: 'Introduzione',
        resources: [
          {
            key: 'git-intro',
            type: 'video_lesson',
            title: 'Che cos’è Git',
            description: '',
            duration_seconds: 300,
            media: 'git-intro.mp4',
          },
          {
            key: 'git-quiz',
            type: 'quiz',
            title: 'Verifica',
            description: '',
            quiz: {
              kind: 'quiz',
              pass_percentage: 60,
              questions: [
                {
                  text: 'Che cosa fa git commit?',
                  type: 'single_answer',
                  explanation: '',
                  answers: [
                    { text: 'Registra le modifiche', correct: true },
                    { text: 'Cancella il ramo', correct: false },
                  ],
                },
              ],
            },
          },
        ],
      },
    ],
    ...overrides,
  };
}

/** The school's pack: two levels, a module, a final test, an on-demand item, a collection. */
export function workspaceFixture(overrides: Partial<StudioWorkspace> = {}): StudioWorkspace {
  const finalTest = moduleFixture({
    key: 'test-finale-1',
    type: 'final_test',
    title: 'Test finale del livello 1',
    sections: [],
  });
  const onDemand = moduleFixture({ key: 'linux-extra', type: 'on_demand', title: 'Linux extra' });
  return {
    pack: {
      key: 'local',
      title: 'Contenuti della scuola',
      version: '2026.11',
      description: '',
    },
    access: 'admin',
    draft: {
      levels: [
        {
          key: 'primi-passi',
          title: 'Primi passi',
          order_num: 1,
          entity_keys: ['git-base', 'test-finale-1'],
        },
        { key: 'avanzato', title: 'Avanzato', order_num: 2, entity_keys: [] },
      ],
      on_demand_keys: ['linux-extra'],
      single_entity_keys: ['linux-extra'],
      entities: [moduleFixture(), finalTest, onDemand],
      collections: [
        {
          key: 'sviluppatore',
          title: 'Sviluppatore web',
          description: '',
          kind: 'professional_path',
          entity_keys: ['git-base', 'linux-extra'],
        },
      ],
      live_courses: [],
    },
    items: [
      {
        kind: 'entity',
        key: 'git-base',
        revision: 3,
        state: 'changed',
        updated_by: 'Anna Admin',
        updated_at: '2026-11-26T09:32:00.000Z',
        can_undo: true,
      },
      {
        kind: 'level',
        key: 'avanzato',
        revision: 1,
        state: 'new',
        updated_by: 'Anna Admin',
        updated_at: '2026-11-26T09:40:00.000Z',
        can_undo: false,
      },
    ],
    problems: [
      {
        kind: 'entity',
        key: 'test-finale-1',
        place: 'sections',
        message: 'Un elemento ha bisogno di almeno una sezione.',
      },
    ],
    warnings: [],
    editors: [],
    last_published: { at: '2026-11-20T15:05:00.000Z', by: 'Anna Admin' },
    ...overrides,
  };
}
