import { ErrorPage } from './error-page.tsx';

/** The catch-all route: any path that matches no route (spec 01 §2). */
export default function NotFoundPage() {
  return <ErrorPage status={404} />;
}
