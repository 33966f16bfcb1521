import type { Survey } from '#common/api/surveys/index.ts';

/** A survey with one question of each type; stars and the radio list are mandatory. */
export const SURVEY_FIXTURE: Survey = {
  id: 'resource-feedback',
  title: "Com'è andata questa attività?",
  questions: [
    {
      id: '1',
      order: 1,
      type: 'fivestars',
      text: 'Quanto ti è piaciuta?',
      mandatory: true,
      answers: [],
    },
    {
      id: '2',
      order: 2,
      type: 'listradio',
      text: 'Quanto è stata difficile?',
      mandatory: true,
      answers: [
        { id: '21', text: 'Troppo facile', order: 1 },
        { id: '22', text: 'Giusta', order: 2 },
      ],
    },
    {
      id: '3',
      order: 3,
      type: 'multiplechoice',
      text: 'Che cosa ti è stato utile?',
      mandatory: false,
      answers: [
        { id: '31', text: 'Le spiegazioni', order: 1 },
        { id: '32', text: 'Gli esempi', order: 2 },
      ],
    },
    {
      id: '4',
      order: 4,
      type: 'shortfreetext',
      text: 'In poche parole',
      mandatory: false,
      answers: [],
    },
    {
      id: '5',
      order: 5,
      type: 'longfreetext',
      text: 'Suggerimenti',
      mandatory: false,
      answers: [],
    },
  ],
};
