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
import { publishResolved, resolveNotifications } from '../notifications/index.js';
import { toEmployee } from './employee-mapper.js';
import * as employees from './employees.service.js';

export const employeesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const tags = ['employees'];
  app.addHook('onRequest', app.requireMember);

  /**
   * After a join request was decided: the person's waiting screen moves on at once (their stream
   * of `GET /api/auth/approval-events`, which then ends), and the employer's other screens
   * refetch the pending list.
   */
  const decided = async (companyId: string, userId: string, approved: boolean) => {
    // Whoever decided, every employer's "awaiting approval" of this person is settled.
    const settled = await resolveNotifications(db, companyId, 'employee_pending', userId);
    publishResolved(app.deps.bus, companyId, settled);
    const event = { type: 'employee.decided' as const, user_id: userId, approved };
    app.deps.bus.publish({ kind: 'users', companyId, userIds: [userId] }, event);
    app.deps.bus.publish({ kind: 'roles', companyId, roles: ['isveren'] }, event);
    app.deps.bus.endSessions(userId);
  };

  app.get(
    '/api/employees',
    { schema: { tags, summary: 'Onaylı çalışanlar', response: { 200: employeeList } } },
    async (request) => (await employees.listEmployees(db, memberCtx(request))).map(toEmployee),
  );

  app.get(
    '/api/employees/pending',
    { schema: { tags, summary: 'Onay bekleyenler (işveren)', response: { 200: employeeList } } },
    async (request) => (await employees.listPendingEmployees(db, memberCtx(request))).map(toEmployee),
  );

  app.post(
    '/api/employees/:id/approve',
    {
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
      const ctx = memberCtx(request);
      const row = await employees.approveEmployee(db, ctx, request.params.id);
      await decided(ctx.actor.companyId, row.id, true);
      return { message: 'Çalışan başarıyla onaylandı', employee: toEmployee(row) };
    },
  );

  app.post(
    '/api/employees/:id/reject',
    {
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
      const ctx = memberCtx(request);
      const row = await employees.rejectEmployee(db, ctx, request.params.id);
      await decided(ctx.actor.companyId, row.id, false);
      return { message: 'Katılma isteği reddedildi', employee: toEmployee(row) };
    },
  );

  app.put(
    '/api/employees/:id/role',
    {
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
      const row = await employees.changeRole(db, memberCtx(request), request.params.id, request.body.role);
      // A live stream keeps the role it opened with: it ends, and reopens with the new one.
      app.deps.bus.endSessions(row.id);
      return { message: 'Rol güncellendi', employee: toEmployee(row) };
    },
  );

  app.post(
    '/api/employees/:id/toggle-group-permission',
    {
      schema: {
        tags,
        summary: 'Grup oluşturma yetkisini açar veya kapatır (işveren)',
        params: employeeIdParams,
        response: { 200: groupPermissionResponse },
      },
    },
    async (request) => {
      const row = await employees.toggleGroupPermission(db, memberCtx(request), request.params.id);
      const allowed = toBool(row.can_create_groups);
      return {
        message: allowed ? 'Grup oluşturma yetkisi verildi' : 'Grup oluşturma yetkisi kaldırıldı',
        can_create_groups: allowed,
        employee: toEmployee(row),
      };
    },
  );
};
