import { assessmentQuestion as q } from './assessment-types.ts';
import type { AssessmentQuestion } from './assessment-types.ts';

/** DEVOPS: questions 25-28. */
export const devopsQuestions: AssessmentQuestion[] = [
  q(
    25,
    'DEVOPS',
    'LINUX',
    'Quale comando Linux cambia i permessi di un file?',
    { a: 'chown', b: 'chmod', c: 'sudo', d: 'ls -l' },
    'b',
    'chmod cambia i permessi; chown cambia il proprietario; ls -l li mostra.',
  ),
  q(
    26,
    'DEVOPS',
    'LINUX',
    'A che cosa serve il comando sudo?',
    {
      a: 'A spegnere il computer',
      b: 'A eseguire un comando con i privilegi di un altro utente, di solito root',
      c: 'A installare Linux',
      d: 'A cambiare la propria password',
    },
    'b',
    'sudo concede privilegi amministrativi per un solo comando, lasciando una traccia nei log.',
  ),
  q(
    27,
    'DEVOPS',
    'KUBERNETES',
    'Qual è la più piccola unità che Kubernetes avvia e gestisce?',
    { a: 'Il nodo', b: 'Il pod', c: 'Il cluster', d: 'L’immagine' },
    'b',
    'Un pod contiene uno o più container che condividono rete e volumi.',
  ),
  q(
    28,
    'DEVOPS',
    'KUBERNETES',
    'Che cosa fa un Deployment di Kubernetes?',
    {
      a: 'Compila il codice sorgente',
      b: 'Mantiene in esecuzione il numero desiderato di pod e ne gestisce gli aggiornamenti',
      c: 'Crea il database',
      d: 'Sostituisce Git',
    },
    'b',
    'Il Deployment descrive lo stato desiderato; Kubernetes ricrea i pod che cadono e aggiorna le versioni gradualmente.',
  ),
];
