import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { contentPackEndpoints } from '#common/api/content-packs/endpoints.ts';
import { downloadRequest } from '../../../lib/downloads/download-request.ts';
import { endpointQuery, useEndpointMutation } from '../../../lib/query/index.ts';
import { useSession } from '../../../lib/session-context.tsx';

const { dryRunContentPack, importContentPack, exportContentPack, listContentPackImports } =
  contentPackEndpoints;

/** The packs imported so far; only users with the admin flag ask. */
export function useContentPackImports() {
  const { claims } = useSession();
  return useQuery(endpointQuery(listContentPackImports, {}, { enabled: claims?.admin === true }));
}

/** The pack as the one declared file field of a multipart body. */
function packForm(field: string, file: File): FormData {
  const form = new FormData();
  form.append(field, file, file.name);
  return form;
}

/**
 * How much of the pack has been sent, 0-100, while an upload runs (null when the browser does
 * not know the total). A pack may be gigabytes: the page shows the upload moving.
 */
function useUploadProgress() {
  const [percent, setPercent] = useState<number | null>(null);
  return {
    percent,
    reset: () => setPercent(null),
    onUploadProgress: (event: { loaded: number; total?: number }) =>
      setPercent(
        event.total ? Math.min(100, Math.round((event.loaded / event.total) * 100)) : null,
      ),
  };
}

/**
 * The dry run: the server validates the pack and answers what an import would add, change and
 * retire, writing nothing. A refused pack is a 422 whose details the page lists by place, so the
 * global error toast is skipped.
 */
export function useDryRunPack() {
  const progress = useUploadProgress();
  const mutation = useEndpointMutation(dryRunContentPack, {
    args: (file: File) => ({ body: packForm(dryRunContentPack.body.field, file) }),
    request: { skipErrorToast: true, onUploadProgress: progress.onUploadProgress },
    onMutate: progress.reset,
  });
  return { ...mutation, uploadPercent: progress.percent };
}

/** The import, in one transaction on the server; the history of imports is fetched again. */
export function useImportPack() {
  const progress = useUploadProgress();
  const mutation = useEndpointMutation(importContentPack, {
    args: (file: File) => ({ body: packForm(importContentPack.body.field, file) }),
    request: { skipErrorToast: true, onUploadProgress: progress.onUploadProgress },
    onMutate: progress.reset,
    invalidates: [listContentPackImports],
  });
  return { ...mutation, uploadPercent: progress.percent };
}

/** The platform's content as a pack; the server names the file with the date. */
export const contentExportDownload = downloadRequest(
  exportContentPack,
  {},
  'contenuti-Tech-Journey.zip',
);
