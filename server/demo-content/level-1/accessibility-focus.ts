import { multiple, single, video } from '../builders.ts';
import type { DemoEntity } from '../content-types.ts';
import { LESSON_CLIPS } from '../media.ts';

/** Level 1 focus: an in-depth look at web accessibility. */
export const accessibilityFocus: DemoEntity = {
  key: 'accessibility-focus',
  type: 'focus',
  title: 'Focus: un web per tutti',
  description:
    'Approfondisci l’accessibilità: come navigano il web le persone con disabilità e come scrivere pagine che funzionano per tutti.',
  pcto_minutes: 60,
  points: 180,
  tags: ['accessibilità', 'html', 'ux'],
  num_badges: 1,
  certificate: false,
  sections: [
    {
      title: 'Accessibilità in pratica',
      resources: [
        video(
          'accessibility-focus-who-benefits',
          'Chi usa il web in modo diverso',
          'Lettori di schermo, navigazione da tastiera, contrasto e dimensione dei caratteri.',
          LESSON_CLIPS.htmlCss,
        ),
        {
          key: 'accessibility-focus-exercise-keyboard',
          type: 'exercise',
          title: 'Esercizio: naviga senza mouse',
          description: 'Metti alla prova la tua pagina usando solo la tastiera.',
          duration_seconds: 600,
          instructions:
            'Apri la tua pagina di presentazione e, senza toccare il mouse, premi più volte il tasto Tab.\n\n' +
            'Annota se vedi sempre quale elemento ha il focus e se l’ordine ha senso.\n\n' +
            'Controlla il contrasto tra testo e sfondo con lo strumento di accessibilità del browser e correggi i colori che non lo superano.',
        },
        {
          key: 'accessibility-focus-quiz',
          type: 'quiz',
          title: 'Quiz: un web per tutti',
          description: 'Quattro domande sull’accessibilità.',
          quiz: {
            kind: 'quiz',
            pass_percentage: 75,
            questions: [
              single(
                'Quale elemento è più adatto per un’azione che si attiva con un clic?',
                ['<div>', '<span>', '<button>', '<p>'],
                2,
                'button è raggiungibile con Tab e attivabile con Invio e Spazio senza codice aggiuntivo.',
              ),
              multiple(
                'Quali accorgimenti migliorano l’accessibilità?',
                [
                  'Un testo alternativo per le immagini',
                  'Un contrasto sufficiente tra testo e sfondo',
                  'Togliere il contorno del focus per estetica',
                  'Usare i titoli h1-h6 in ordine',
                ],
                [0, 1, 3],
                'Togliere il contorno del focus rende impossibile capire dove ci si trova navigando da tastiera.',
              ),
              single(
                'A che cosa serve l’elemento <label> in un modulo?',
                [
                  'A collegare un testo descrittivo al suo campo',
                  'A rendere obbligatorio il campo',
                  'A cambiare il colore del campo',
                  'A inviare il modulo',
                ],
                0,
                'Un label collegato al campo viene letto dai lettori di schermo e allarga l’area cliccabile.',
              ),
              single(
                'Chi trae vantaggio da sottotitoli nei video?',
                [
                  'Solo le persone sorde',
                  'Nessuno, rallentano la pagina',
                  'Persone sorde, chi guarda senza audio e chi studia una lingua',
                  'Solo i motori di ricerca',
                ],
                2,
                'L’accessibilità aiuta molte più persone di quelle a cui pensiamo per prime.',
              ),
            ],
          },
        },
      ],
    },
  ],
};
