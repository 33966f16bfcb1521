import axios from 'axios';
import type { ReactNode } from 'react';
import type { StudioWorkspace } from '#common/api/studio/studio.ts';
import { ErrorPage } from '../../../components/error-page/error-page.tsx';
import { LoadError } from '../../../components/load-state/load-error.tsx';
import { useStudioWorkspace } from '../api/index.ts';
import { useLeavePreview } from './use-leave-preview.ts';

/** The status of a refused load, for the pages that show the 404 page to non-authors. */
export function refusedStatus(error: unknown): number | null {
  return axios.isAxiosError(error) ? (error.response?.status ?? null) : null;
}

/**
 * One pack's workspace, loaded: loading, the 404 page for a caller who may not author it (403)
 * or an unknown pack (404), an error with «Riprova», else the children with the workspace.
 */
export function WorkspaceGate(props: {
  pack: string;
  children: (workspace: StudioWorkspace) => ReactNode;
}) {
  useLeavePreview();
  const workspace = useStudioWorkspace(props.pack);
  if (workspace.isPending) {
    return (
      <p className="studio-state" role="status">
        Caricamento della bozza…
      </p>
    );
  }
  if (workspace.isError) {
    const status = refusedStatus(workspace.error);
    if (status === 403 || status === 404) return <ErrorPage status={404} />;
    return (
      <LoadError
        message="Impossibile caricare la bozza del pacchetto."
        onRetry={() => void workspace.refetch()}
      />
    );
  }
  return <>{props.children(workspace.data)}</>;
}
