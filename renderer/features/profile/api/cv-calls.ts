import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { profileEndpoints } from '#common/api/profile/endpoints.ts';
import type { CvPoolQuery } from '#common/api/profile/index.ts';
import type { DownloadRequest } from '#common/ipc/downloads.ts';
import { downloadRequest } from '../../../lib/downloads/download-request.ts';
import { endpointQuery } from '../../../lib/query/index.ts';

export const CV_POOL_PAGE_SIZE = 12;

export function useCvPool(query: CvPoolQuery) {
  return useQuery(
    endpointQuery(profileEndpoints.getCvPool, { query }, { placeholderData: keepPreviousData }),
  );
}

export function useCv(userId: string | null) {
  return useQuery(
    endpointQuery(
      profileEndpoints.getCv,
      { params: { userId: userId ?? '' } },
      { enabled: userId !== null },
    ),
  );
}

export const cvDownload = (cv: { user_id: string }): DownloadRequest =>
  downloadRequest(
    profileEndpoints.downloadCv,
    { params: { userId: cv.user_id } },
    'curriculum.pdf',
  );
