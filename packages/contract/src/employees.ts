import { z } from './zod.js';
import { idOf } from './common.js';
import { role, staffRoles } from './enums.js';

export const employee = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role,
  is_approved: z.boolean(),
  can_create_groups: z.boolean(),
  created_at: z.string(),
});
export type Employee = z.infer<typeof employee>;

export const employeeList = z.array(employee);

/** `/api/employees/{id}/…` and `/api/analytics/employee/{id}…`: a person of the company. */
export const employeeIdParams = z.object({ id: idOf('user') });

export const changeRoleInput = z.object({
  role: z.enum(staffRoles, { error: 'Rol İşçi, Şef veya Müdür olmalı' }),
});
export type ChangeRoleInput = z.input<typeof changeRoleInput>;

export const employeeActionResponse = z.object({ message: z.string(), employee });
export const groupPermissionResponse = z.object({ message: z.string(), can_create_groups: z.boolean(), employee });
