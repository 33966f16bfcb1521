import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { profileEndpoints } from '#common/api/profile/endpoints.ts';
import type { CvPoolQuery } from '#common/api/profile/index.ts';
import type { DownloadRequest } from '#common/ipc/downloads.ts';
import { downloadRequest } from '../../../lib/downloads/download-request.ts';
import { request } from '../../../lib/http/request.ts';
import { useServices } from '../../../lib/services/services-context.tsx';

export const CV_POOL_PAGE_SIZE = 12;

export function useCvPool(query: CvPoolQuery) {
  const { http } = useServices();
  return useQuery({
    queryKey: ['cv-pool', query],
    queryFn: () => request(http, profileEndpoints.getCvPool, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useCvFilters() {
  const { http } = useServices();
  return useQuery({
    queryKey: ['cv-pool', 'filters'],
    queryFn: () => request(http, profileEndpoints.getCvFilters, {}),
  });
}

export function useCv(userId: string | null) {
  const { http } = useServices();
  return useQuery({
    queryKey: ['cv', userId],
    queryFn: () => request(http, profileEndpoints.getCv, { params: { userId: userId! } }),
    enabled: userId !== null,
  });
}

export const cvDownload = (cv: { user_id: string }): DownloadRequest =>
  downloadRequest(
    profileEndpoints.downloadCv,
    { params: { userId: cv.user_id } },
    'curriculum.pdf',
  );
