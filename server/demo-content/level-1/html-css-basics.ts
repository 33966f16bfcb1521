import { multiple, single, video } from '../builders.ts';
import type { DemoEntity } from '../content-types.ts';
import { LESSON_CLIPS } from '../media.ts';

/** Level 1, module 3: the structure and style of a web page. */
export const htmlCssBasics: DemoEntity = {
  key: 'html-css-basics',
  type: 'module',
  title: 'HTML e CSS',
  description:
    'Costruisci la tua prima pagina web: la struttura con i tag HTML e lo stile con i selettori e le proprietà CSS.',
  pcto_minutes: 150,
  points: 300,
  tags: ['html', 'css', 'front end'],
  num_badges: 2,
  certificate: true,
  download_materials_link: 'https://developer.mozilla.org/it/docs/Learn',
  sections: [
    {
      title: 'La struttura con HTML',
      resources: [
        video(
          'html-css-basics-anatomy-of-a-page',
          'Anatomia di una pagina HTML',
          'Doctype, head e body; tag, attributi ed elementi annidati.',
          LESSON_CLIPS.htmlCss,
        ),
        video(
          'html-css-basics-semantic-tags',
          'I tag semantici',
          'header, nav, main, article e footer: perché la semantica aiuta motori di ricerca e lettori di schermo.',
          LESSON_CLIPS.htmlCss,
        ),
        {
          key: 'html-css-basics-exercise-profile-page',
          type: 'exercise',
          title: 'Esercizio: la pagina di presentazione',
          description: 'Scrivi la struttura di una pagina che parla di te.',
          duration_seconds: 1200,
          instructions:
            'Apri il file index.html della cartella tech-journey e scrivi una pagina completa con doctype, head (con il titolo) e body.\n\n' +
            'Nel body usa un header con il tuo nome in un h1, un main con due paragrafi e un elenco puntato dei tuoi interessi, e un footer.\n\n' +
            'Aggiungi un’immagine con il tag img e ricorda l’attributo alt. Apri il file nel browser per controllare il risultato.',
        },
      ],
    },
    {
      title: 'Lo stile con CSS',
      resources: [
        video(
          'html-css-basics-selectors',
          'Selettori e proprietà',
          'Selettori di tipo, di classe e di id; colori, font e la cascata.',
          LESSON_CLIPS.htmlCss,
        ),
        video(
          'html-css-basics-box-model',
          'Il box model e flexbox',
          'margin, border, padding e content; disporre gli elementi in riga o in colonna con flexbox.',
          LESSON_CLIPS.htmlCss,
        ),
        {
          key: 'html-css-basics-exercise-style',
          type: 'exercise',
          title: 'Esercizio: dai stile alla pagina',
          description: 'Collega un foglio di stile e impagina la pagina di presentazione.',
          duration_seconds: 1200,
          instructions:
            'Crea il file css/style.css e collegalo nella head con <link rel="stylesheet" href="css/style.css">.\n\n' +
            'Scegli un colore di sfondo e un font per il body, e dai all’h1 un colore a contrasto.\n\n' +
            'Con display: flex e gap metti i tuoi interessi in riga. Fai un commit con il messaggio "Aggiungo lo stile".',
        },
      ],
    },
    {
      title: 'Verifica finale',
      resources: [
        {
          key: 'html-css-basics-final-quiz',
          type: 'quiz',
          title: 'Quiz finale: HTML e CSS',
          description: 'Verifica di saper strutturare e dare stile a una pagina web.',
          quiz: {
            kind: 'quiz',
            pass_percentage: 80,
            questions: [
              single(
                'Quale tag contiene il contenuto visibile della pagina?',
                ['<head>', '<body>', '<meta>', '<title>'],
                1,
                'Tutto ciò che l’utente vede sta nel body; head contiene informazioni sulla pagina come titolo e fogli di stile.',
              ),
              single(
                'A che cosa serve l’attributo alt di un’immagine?',
                [
                  'A impostare la larghezza dell’immagine',
                  'A descrivere l’immagine a chi non può vederla',
                  'A indicare il percorso del file',
                  'A mostrare l’immagine in alto',
                ],
                1,
                'Il testo alternativo viene letto dai lettori di schermo e mostrato se l’immagine non si carica.',
              ),
              multiple(
                'Quali sono tag semantici di HTML5?',
                ['<nav>', '<div>', '<article>', '<span>'],
                [0, 2],
                'nav e article dicono che cosa contengono; div e span sono contenitori generici senza significato.',
              ),
              single(
                'Quale selettore CSS seleziona tutti gli elementi con class="card"?',
                ['#card', 'card', '.card', '*card'],
                2,
                'Il punto seleziona per classe, il cancelletto per id, il nome da solo seleziona i tag.',
              ),
              multiple(
                'Quali proprietà fanno parte del box model?',
                ['padding', 'margin', 'color', 'border'],
                [0, 1, 3],
                'Il box model è fatto di content, padding, border e margin; color riguarda il testo.',
              ),
              single(
                'Che cosa fa display: flex su un contenitore?',
                [
                  'Nasconde gli elementi figli',
                  'Dispone i figli lungo un asse, per default in riga',
                  'Rende il testo in corsivo',
                  'Ingrandisce il contenitore a tutto schermo',
                ],
                1,
                'flexbox dispone i figli lungo l’asse principale, orizzontale per default, e ne gestisce allineamento e spazi.',
              ),
            ],
          },
        },
      ],
    },
  ],
};
