import { multiple, single, video } from './builders.ts';
import type { DemoLevel } from './content-types.ts';
import { LESSON_CLIPS } from './media.ts';

/**
 * The hidden level (order_num 20): retired content kept in the database, which every level list
 * leaves out. Seeding it lets tests check that it really stays hidden.
 */
export const archiveLevel: DemoLevel = {
  key: 'level-archive',
  title: 'Archivio',
  order_num: 20,
  entities: [
    {
      key: 'jquery-archive',
      type: 'module',
      title: 'jQuery (archivio)',
      description:
        'Il modulo storico su jQuery, sostituito dalle lezioni su JavaScript moderno e sulle API del DOM.',
      pcto_minutes: 60,
      points: 100,
      tags: ['javascript', 'jquery', 'archivio'],
      num_badges: 0,
      certificate: false,
      sections: [
        {
          title: 'Da jQuery al DOM',
          resources: [
            video(
              'jquery-archive-selectors',
              'Selettori jQuery e querySelector',
              'Come $(".menu") è diventato document.querySelectorAll(".menu").',
              LESSON_CLIPS.javascript,
            ),
            {
              key: 'jquery-archive-final-quiz',
              type: 'quiz',
              title: 'Quiz finale: jQuery',
              description: 'Quattro domande sul passaggio da jQuery al DOM.',
              quiz: {
                kind: 'quiz',
                pass_percentage: 60,
                questions: [
                  single(
                    'Quale metodo del DOM corrisponde a $(".menu")?',
                    [
                      'document.getElementById("menu")',
                      'document.querySelectorAll(".menu")',
                      'document.write(".menu")',
                      'window.menu',
                    ],
                    1,
                    'querySelectorAll accetta gli stessi selettori CSS usati da jQuery.',
                  ),
                  single(
                    'Come si aggiunge un gestore di clic senza jQuery?',
                    [
                      'element.onClick()',
                      'element.addEventListener("click", gestore)',
                      'element.click = true',
                      '$click(element)',
                    ],
                    1,
                    'addEventListener registra il gestore per l’evento indicato.',
                  ),
                  multiple(
                    'Perché molti progetti hanno abbandonato jQuery?',
                    [
                      'I browser moderni offrono API equivalenti',
                      'Si risparmia una dipendenza da scaricare',
                      'jQuery non funziona più in nessun browser',
                      'I framework moderni gestiscono il DOM in altro modo',
                    ],
                    [0, 1, 3],
                    'jQuery funziona ancora, ma le API native e i framework ne hanno ridotto la necessità.',
                  ),
                  single(
                    'Con quale metodo si aggiunge una classe a un elemento?',
                    [
                      'element.classList.add("attivo")',
                      'element.class = "attivo"',
                      'element.addClass("attivo")',
                      'element.style("attivo")',
                    ],
                    0,
                    'classList.add è l’equivalente nativo di addClass di jQuery.',
                  ),
                ],
              },
            },
          ],
        },
      ],
    },
  ],
};
