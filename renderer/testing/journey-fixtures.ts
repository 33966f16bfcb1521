import type { Entity, ItemDetail, Level, Resource } from '#common/api/journey/index.ts';

/** A 24-hex-character id ending in `n`, as the server sends entity ids. */
export const hexId = (n: number) => n.toString(16).padStart(24, '0');

export function entityFixture(overrides: Partial<Entity> & Pick<Entity, 'type'>): Entity {
  return {
    id: hexId(1),
    parent_id: '1',
    title: 'Il terminale',
    description: 'Primi passi nel terminale.',
    completed: false,
    unlocked: true,
    num_badges: 0,
    num_completed_resources: 0,
    num_resources: 4,
    order_num: 1,
    pcto_minutes: 120,
    points: 100,
    tags: ['terminale'],
    total_duration: 3600,
    download_materials_link: null,
    ...overrides,
  };
}

/** Level 1 with one entity of each type along the path, and the hidden level 20. */
export function levelsFixture(): Level[] {
  return [
    {
      id: '1',
      title: 'Le basi',
      order_num: 1,
      download_materials_link: 'https://github.com/esempio/le-basi',
      entities: [
        entityFixture({ id: hexId(1), type: 'module', title: 'Il terminale', completed: true }),
        entityFixture({ id: hexId(2), type: 'pit_stop', title: 'Pausa Git', order_num: 2 }),
        entityFixture({ id: hexId(3), type: 'focus', title: 'Focus HTML', order_num: 3 }),
        entityFixture({
          id: hexId(4),
          type: 'module',
          title: 'CSS avanzato',
          order_num: 4,
          unlocked: false,
        }),
        entityFixture({
          id: hexId(5),
          type: 'final_test',
          title: 'Test finale: le basi',
          order_num: 5,
          unlocked: false,
        }),
      ],
    },
    {
      id: '2',
      title: 'Il web',
      order_num: 2,
      download_materials_link: null,
      entities: [entityFixture({ id: hexId(6), parent_id: '2', type: 'module', unlocked: false })],
    },
    {
      id: '20',
      title: 'Livello nascosto',
      order_num: 20,
      download_materials_link: null,
      entities: [
        entityFixture({ id: hexId(7), parent_id: '20', type: 'module', title: 'Segreto' }),
      ],
    },
  ];
}

export function resourceFixture(overrides: Partial<Resource> & Pick<Resource, 'id'>): Resource {
  return {
    type: 'video_lesson',
    title: `Risorsa ${overrides.id}`,
    order_num: 1,
    completed: false,
    duration_seconds: 300,
    quiz_id: null,
    ...overrides,
  };
}

/** A module whose sections and resources arrive out of order; only its final quiz is left. */
export function itemDetailFixture(overrides: Partial<ItemDetail> = {}): ItemDetail {
  return {
    ...entityFixture({ id: hexId(1), type: 'module', title: 'Il terminale' }),
    certificate: true,
    only_final_quiz_left: true,
    sections: [
      {
        id: '12',
        title: 'Verifica',
        order_num: 2,
        resources: [
          resourceFixture({
            id: '105',
            type: 'quiz',
            title: 'Quiz finale',
            order_num: 2,
            quiz_id: '900',
          }),
          resourceFixture({
            id: '104',
            type: 'exercise',
            title: 'Esercizio finale',
            order_num: 1,
            completed: true,
          }),
        ],
      },
      {
        id: '11',
        title: 'Introduzione',
        order_num: 1,
        resources: [
          resourceFixture({ id: '102', title: 'I comandi', order_num: 2, completed: true }),
          resourceFixture({ id: '101', title: 'Cos’è una shell', order_num: 1, completed: true }),
        ],
      },
    ],
    ...overrides,
  };
}
