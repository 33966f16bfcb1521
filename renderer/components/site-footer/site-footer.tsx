import { Link } from 'react-router';
import { paths } from '#common/routing/paths.ts';
import './site-footer.css';

/**
 * The footer of every page with a frame, signed in or not (the sign-in page too): where AgID
 * asks the accessibility statement to be linked, so that whoever meets a barrier finds how to
 * report it from any page.
 */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <Link to={paths.accessibility.href()}>Dichiarazione di accessibilità</Link>
    </footer>
  );
}
