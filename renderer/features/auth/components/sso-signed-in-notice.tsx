import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '#common/routing/paths.ts';

/**
 * A one-time link opened while a session is open: the link was not used, and the session stays
 * what it was (a link from someone else must never swap the account being worked in).
 */
export function SsoSignedInNotice({ name }: { name: string }) {
  const home = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    home.current?.focus();
  }, []);

  return (
    <section className="sso-page__panel" aria-labelledby="sso-signed-in-title">
      <h1 id="sso-signed-in-title" className="sso-page__title">
        Sei già connesso
      </h1>
      <p role="status">
        Hai già effettuato l&apos;accesso come <strong>{name}</strong>. Il link non è stato usato:
        per entrare con un altro account, esci prima da questo.
      </p>
      <Link ref={home} className="button button--primary" to={paths.home.href()} replace>
        Vai alla home
      </Link>
    </section>
  );
}
