import type { Employee } from '@vazife/contract';
import { toBool } from '../../db/dialect.js';
import type { EmployeeRow } from './employees.repo.js';

export function toEmployee(row: EmployeeRow): Employee {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    is_approved: toBool(row.is_approved),
    can_create_groups: toBool(row.can_create_groups),
    created_at: row.created_at,
  };
}
