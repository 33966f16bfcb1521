import { useQuery } from '@tanstack/react-query';
import { reportEndpoints, type CertificateStudent } from '#common/api/reports/index.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { useServices } from '../../../lib/services/services-context.tsx';

/** A classroom's students and whether they obtained the certificate. */
export function getCertificateStudents(
  http: ServiceClients,
  certificateId: string,
  classroomId: string,
): Promise<CertificateStudent[]> {
  return request(http, reportEndpoints.getReportCertificateStudents, {
    query: { certificate_id: certificateId, classroom_id: classroomId },
  });
}

export function useCertificateStudents(certificateId: string, classroomId: string) {
  const { http } = useServices();
  return useQuery({
    queryKey: ['reports', 'certificate-students', certificateId, classroomId] as const,
    queryFn: () => getCertificateStudents(http, certificateId, classroomId),
  });
}
