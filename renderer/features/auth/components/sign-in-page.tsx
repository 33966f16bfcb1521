import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { paths } from '#common/routing/paths.ts';
import logoUrl from '../../../../resources/images/logo.svg';
import { SignInForm } from './sign-in-form.tsx';
import './sign-in.css';

// Only schools with an OpenID provider show it, after asking the server: its code (the query
// observer it asks with, the desktop's flow, the refusal messages) stays out of the first load
// before the sign-in form (the 150 KB budget, scripts/build/critical-path.test.ts).
const SchoolSignIn = lazy(async () => ({
  default: (await import('./school-sign-in.tsx')).SchoolSignIn,
}));

/** /sign-in, in the empty layout and without authentication. */
export default function SignInPage() {
  return (
    <section className="sign-in" aria-labelledby="sign-in-title">
      <img className="sign-in__logo" src={logoUrl} alt="" />
      <h1 id="sign-in-title" className="sign-in__title">
        Accedi alla Tech Journey
      </h1>
      <p className="sign-in__intro">Entra con l'e-mail e la password del tuo account.</p>
      <SignInForm />
      <p className="sign-in__forgotten">
        <Link to={paths.forgottenPassword.href()}>Password dimenticata?</Link>
      </p>
      <Suspense fallback={null}>
        <SchoolSignIn />
      </Suspense>
    </section>
  );
}
