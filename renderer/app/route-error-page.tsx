import axios from 'axios';
import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { ErrorPage } from '../components/error-page/error-page.tsx';
import { PageLoading } from '../components/page-loading/page-loading.tsx';
import { shouldReloadForChunkError } from '../lib/chunk-reload.ts';
import { requestIdOf } from '../lib/http/error-messages.ts';
import { useServices } from '../lib/services/services-context.tsx';
import { ShellLayout } from './layouts/shell-layout.tsx';

/**
 * The root error boundary: a 404 from a route parameter rule, a failed guard call, or a page that
 * crashed. A page chunk that failed to load (usually a new deployment) reloads the page at the
 * target path instead, at most once per 10 s for that path (spec 01 §4).
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { pathname, search } = useLocation();
  const { browser } = useServices();
  const target = pathname + search;
  const reload = shouldReloadForChunkError(error, target);

  useEffect(() => {
    if (reload) browser.assign(target);
  }, [reload, target, browser]);

  if (reload) return <PageLoading fullScreen />;
  return (
    <ShellLayout layout="default">
      <ErrorPage status={statusOf(error)} requestId={requestIdOf(error)} />
    </ShellLayout>
  );
}

function statusOf(error: unknown): number | undefined {
  if (isRouteErrorResponse(error)) return error.status;
  if (axios.isAxiosError(error)) return error.response?.status;
  return undefined;
}
