import {
  changeRoleInput,
  employeeActionResponse,
  employeeIdParams,
  employeeList,
  groupPermissionResponse,
} from '@vazife/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberCtx } from '../../platform/auth.js';
import { toBool } from '../../db/dialect.js';
import { toEmployee } from './employee.mapper.js';
import * as employees from './employees.service.js';
import type { EmployeesDeps } from './employees.service.js';

/** The company's staff: the lists, approval and rejection, roles, the group permission. */
export function employeesRoutes(deps: EmployeesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['employees'];
    app.addHook('onRequest', app.requireMember);

    app.get(
      '/api/employees',
      { schema: { tags, summary: 'Onaylı çalışanlar', response: { 200: employeeList } } },
      async (request) => (await employees.listEmployees(deps, memberCtx(request))).map(toEmployee),
    );

    app.get(
      '/api/employees/pending',
      { schema: { tags, summary: 'Onay bekleyenler (işveren)', response: { 200: employeeList } } },
      async (request) => (await employees.listPendingEmployees(deps, memberCtx(request))).map(toEmployee),
    );

    app.post(
      '/api/employees/:id/approve',
      {
        config: { budget: 'changes' },
        schema: {
          tags,
          summary: 'Çalışanı onaylar (işveren)',
          params: employeeIdParams,
          response: { 200: employeeActionResponse },
          // Approved already (or meanwhile).
          errors: [409],
        },
      },
      async (request) => {
        const row = await employees.approveEmployee(deps, memberCtx(request), request.params.id);
        return { message: 'Çalışan başarıyla onaylandı', employee: toEmployee(row) };
      },
    );

    app.post(
      '/api/employees/:id/reject',
      {
        config: { budget: 'changes' },
        schema: {
          tags,
          summary: 'Bekleyen kişiyi reddeder (işveren)',
          params: employeeIdParams,
          response: { 200: employeeActionResponse },
          // Approved meanwhile: no longer pending.
          errors: [409],
        },
      },
      async (request) => {
        const row = await employees.rejectEmployee(deps, memberCtx(request), request.params.id);
        return { message: 'Katılma isteği reddedildi', employee: toEmployee(row) };
      },
    );

    app.put(
      '/api/employees/:id/role',
      {
        config: { budget: 'changes' },
        schema: {
          tags,
          summary: 'Rol değiştirir: isci, sef veya mudur (işveren)',
          params: employeeIdParams,
          body: changeRoleInput,
          response: { 200: employeeActionResponse },
          // The person has that role already.
          errors: [409],
        },
      },
      async (request) => {
        const row = await employees.changeRole(deps, memberCtx(request), request.params.id, request.body.role);
        return { message: 'Rol güncellendi', employee: toEmployee(row) };
      },
    );

    app.post(
      '/api/employees/:id/toggle-group-permission',
      {
        config: { budget: 'changes' },
        schema: {
          tags,
          summary: 'Grup oluşturma yetkisini açar veya kapatır (işveren)',
          params: employeeIdParams,
          response: { 200: groupPermissionResponse },
        },
      },
      async (request) => {
        const row = await employees.toggleGroupPermission(deps, memberCtx(request), request.params.id);
        const allowed = toBool(row.can_create_groups);
        return {
          message: allowed ? 'Grup oluşturma yetkisi verildi' : 'Grup oluşturma yetkisi kaldırıldı',
          can_create_groups: allowed,
          employee: toEmployee(row),
        };
      },
    );
  };
}
