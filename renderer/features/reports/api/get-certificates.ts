import { useQuery } from '@tanstack/react-query';
import { reportEndpoints, type Certificate } from '#common/api/reports/index.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { useServices } from '../../../lib/services/services-context.tsx';

/** The certificate-giving entities with counts per classroom. */
export function getCertificates(http: ServiceClients): Promise<Certificate[]> {
  return request(http, reportEndpoints.getReportCertificates, {});
}

export function useCertificates() {
  const { http } = useServices();
  return useQuery({
    queryKey: ['reports', 'certificates'] as const,
    queryFn: () => getCertificates(http),
  });
}
