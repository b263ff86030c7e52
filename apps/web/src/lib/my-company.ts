import { company, type Company } from '@vazife/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { loaderDataFreshMs } from './query-client';

/** The signed-in user's company: read by the dashboard card and the employees screen. */
export const companyKeys = {
  my: ['company', 'my'] as const,
};

export function fetchMyCompany(): Promise<Company> {
  return apiRequest<Company>('/api/companies/my', { schema: import.meta.env.DEV ? company : undefined });
}

export const myCompanyQuery = () =>
  queryOptions({ queryKey: companyKeys.my, queryFn: fetchMyCompany, staleTime: loaderDataFreshMs });

export function useMyCompany(enabled = true) {
  return useQuery({ ...myCompanyQuery(), enabled });
}
