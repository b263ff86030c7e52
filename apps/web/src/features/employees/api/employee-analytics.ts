import { employeeAnalytics, type EmployeeAnalytics } from '@vazife/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { employeeKeys } from './keys';

export function fetchEmployeeAnalytics(id: string): Promise<EmployeeAnalytics> {
  return apiRequest<EmployeeAnalytics>(`/api/analytics/employee/${encodeURIComponent(id)}`, {
    schema: import.meta.env.DEV ? employeeAnalytics : undefined,
  });
}

export const employeeAnalyticsQuery = (id: string) =>
  queryOptions({ queryKey: employeeKeys.analytics(id), queryFn: () => fetchEmployeeAnalytics(id) });

/** The performance numbers of one worker (score, rates, counts, timing). */
export function useEmployeeAnalytics(id: string) {
  return useQuery(employeeAnalyticsQuery(id));
}
