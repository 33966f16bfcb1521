import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services/services-context.tsx';
import { getReportData } from './get-report-data.ts';
import { certificatesSchema } from './report-schemas.ts';

/** GET {reports}/certificates: the certificate-giving entities with counts per classroom. */
export function useCertificates() {
  const { http } = useServices();
  return useQuery({
    queryKey: ['reports', 'certificates'] as const,
    queryFn: () => getReportData(http.reports, '/certificates', certificatesSchema),
  });
}
