import { auditLogPage, type AuditAction, type AuditEntityKind, type AuditLogPage } from '@vazife/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';

export interface AuditFilters {
  entity_kind: AuditEntityKind | null;
  action: AuditAction | null;
  operator: string;
  from: string;
  to: string;
  page: number;
}

export const auditPageSize = 25;

export function useAuditLog(filters: AuditFilters) {
  const query = new URLSearchParams({ page: String(filters.page), page_size: String(auditPageSize) });
  if (filters.entity_kind) query.set('entity_kind', filters.entity_kind);
  if (filters.action) query.set('action', filters.action);
  if (filters.operator.trim()) query.set('operator', filters.operator.trim());
  if (filters.from) query.set('from', filters.from);
  if (filters.to) query.set('to', filters.to);
  return useQuery({
    queryKey: adminKeys.audit(filters),
    queryFn: () =>
      apiRequest<AuditLogPage>(`/api/super-admin/audit-log?${query.toString()}`, {
        auth: 'admin',
        schema: import.meta.env.DEV ? auditLogPage : undefined,
      }),
    placeholderData: keepPreviousData,
  });
}
