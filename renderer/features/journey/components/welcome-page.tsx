import { useNavigate } from 'react-router';
import planetUrl from '../../../../resources/images/planet.svg';
import { useSession } from '../../../lib/session-context.tsx';
import { useUnlockJourney } from '../api/unlock-journey.ts';
import './welcome-page.css';

const STAGES = [
  { name: 'Moduli', text: 'lezioni video, esercizi e un quiz finale per ogni argomento.' },
  { name: 'Pit stop', text: 'una pausa per fissare quello che hai imparato.' },
  { name: 'Focus', text: 'approfondimenti su un tema preciso.' },
  { name: 'Test finale', text: 'la prova che chiude il livello e apre il successivo.' },
] as const;

/**
 * /welcome, the introduction a student sees until the journey is unlocked. The button unlocks
 * it (storing the first-login marker) and goes home.
 */
export default function WelcomePage() {
  const { claims, name } = useSession();
  const navigate = useNavigate();
  const unlock = useUnlockJourney(claims?.user_id ?? '');
  const firstName = name.trim().split(/\s+/)[0] ?? '';

  return (
    <section className="welcome" aria-labelledby="welcome-title">
      <img className="welcome__planet" src={planetUrl} alt="" />
      <h1 id="welcome-title" className="welcome__title">
        Ti diamo il benvenuto nella Tech Journey{firstName ? `, ${firstName}` : ''}!
      </h1>
      <p className="welcome__lead">
        Stai per partire per un viaggio nello spazio della programmazione. Il percorso è fatto di
        livelli: ognuno è un sistema di pianeti da esplorare, uno dopo l'altro.
      </p>
      <ul className="welcome__stages">
        {STAGES.map((stage) => (
          <li key={stage.name}>
            <strong>{stage.name}</strong>: {stage.text}
          </li>
        ))}
      </ul>
      <p className="welcome__lead">
        Completando le attività guadagni punti, titoli e badge; i certificati che ottieni valgono
        ore di PCTO. Un quiz si può ripetere finché non lo superi.
      </p>
      <button
        type="button"
        className="button button--primary welcome__start"
        disabled={unlock.isPending}
        onClick={() =>
          unlock.mutate(undefined, { onSuccess: () => void navigate('/', { replace: true }) })
        }
      >
        {unlock.isPending ? 'Partenza...' : 'Inizia il viaggio'}
      </button>
    </section>
  );
}
