import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useServices } from '../../../lib/services/services-context.tsx';
import { useSession } from '../../../lib/session-context.tsx';
import { homeShortcuts } from './home-shortcuts.ts';
import './home-page.css';

const ROLE_INTROS = {
  student: 'Continua il tuo viaggio: ogni attività completata ti avvicina al prossimo livello.',
  professor: 'Da qui segui le tue classi, i loro progressi e i contenuti della Tech Journey.',
  visitor: 'Esplora i contenuti della Tech Journey.',
  sorintian: 'Esplora i contenuti della Tech Journey.',
} as const;

/** / : a greeting by name, the `journey` section and the areas this user may open. */
export function HomePage({ journey }: { journey: ReactNode }) {
  const { role, name } = useSession();
  const { config } = useServices();
  if (!role) return null;
  const firstName = name.trim().split(/\s+/)[0] ?? '';
  return (
    <section className="home" aria-labelledby="home-title">
      <header className="home__hero">
        <h1 id="home-title" className="home__title">
          Ciao{firstName ? `, ${firstName}` : ''}!
        </h1>
        <p className="home__intro">{ROLE_INTROS[role]}</p>
      </header>
      {journey}
      <ul className="home__cards">
        {homeShortcuts(role, config.environment).map((shortcut) => (
          <li key={shortcut.to}>
            <Link className="home__card" to={shortcut.to}>
              <span className="home__card-title">{shortcut.title}</span>
              <span className="home__card-text">{shortcut.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
