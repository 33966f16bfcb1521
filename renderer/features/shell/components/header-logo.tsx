import { Link } from 'react-router';
import logoUrl from '../../../../resources/images/logo.svg';

/** The logo leads home; on /welcome it is disabled (spec 01 §2). */
export function HeaderLogo({ disabled }: { disabled: boolean }) {
  const content = (
    <>
      <img className="header-logo__mark" src={logoUrl} alt="" />
      <span className="header-logo__name">Tech Journey</span>
    </>
  );
  if (disabled) {
    return (
      <span className="header-logo header-logo--disabled" aria-disabled="true">
        {content}
      </span>
    );
  }
  return (
    <Link className="header-logo" to="/" aria-label="Tech Journey, vai alla home">
      {content}
    </Link>
  );
}
