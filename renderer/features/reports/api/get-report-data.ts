import type { AxiosInstance } from 'axios';
import type { z } from 'zod';

/**
 * GET {reports}{path} with the query given, its answer checked by `schema`. `silent` leaves the
 * error to the page (a 404 shown as the 404 page) instead of the error toast.
 */
export async function getReportData<Schema extends z.ZodType>(
  reports: AxiosInstance,
  path: string,
  schema: Schema,
  options: { params?: Record<string, string>; silent?: boolean } = {},
): Promise<z.infer<Schema>> {
  const response = await reports.get<unknown>(path, {
    params: options.params,
    skipErrorToast: options.silent ?? false,
  });
  return schema.parse(response.data);
}
