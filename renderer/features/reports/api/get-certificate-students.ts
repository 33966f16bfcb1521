import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services/services-context.tsx';
import { getReportData } from './get-report-data.ts';
import { certificateStudentsSchema } from './report-schemas.ts';

/** GET {reports}/certificates/students: a classroom's students and whether they obtained it. */
export function useCertificateStudents(certificateId: string, classroomId: string) {
  const { http } = useServices();
  return useQuery({
    queryKey: ['reports', 'certificate-students', certificateId, classroomId] as const,
    queryFn: () =>
      getReportData(http.reports, '/certificates/students', certificateStudentsSchema, {
        params: { certificate_id: certificateId, classroom_id: classroomId },
      }),
  });
}
