import {
  additionalInfoInput,
  createTaskInput,
  requestRevisionInput,
  task,
  taskActionResponse,
  taskCounts,
  taskIdParams,
  taskList,
  taskExportQuery,
  taskListQuery,
  updateStatusInput,
} from '@vazife/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberCtx } from '../../platform/auth.js';
import { csvAnswer, sendCsv } from '../../platform/csv.js';
import { sendPrebuiltJson } from '../../platform/prebuilt-json.js';
import { fileField, filesField } from '../../platform/uploads.js';
import { exportTasks } from './task-export.service.js';
import * as tasks from './tasks.service.js';
import type { TaskDeps } from './tasks.service.js';

/** A person's tasks: the list and its counts, one task, creating, the steps, the extra notes. */
export function tasksRoutes(deps: TaskDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['tasks'];
    app.addHook('onRequest', app.requireMember);

    app.get(
      '/api/tasks/my',
      {
        schema: {
          tags,
          summary: 'Görevlerim, en yeni önce; 100 kayıttan sonrası x-next-cursor başlığıyla sayfalanır',
          querystring: taskListQuery,
          response: { 200: taskList },
        },
      },
      async (request, reply) => {
        const page = await tasks.listTasks(deps, memberCtx(request), request.query);
        if (page.nextCursor) reply.header('x-next-cursor', page.nextCursor);
        return sendPrebuiltJson(reply, page.json, page.gzip);
      },
    );

    app.get(
      '/api/tasks/export.csv',
      {
        schema: {
          tags,
          summary: 'Görev listesi CSV olarak (listenin sekmesiyle, sayfasız; en çok 50.000 satır)',
          querystring: taskExportQuery,
          response: { 200: csvAnswer },
        },
      },
      async (request, reply) => {
        const file = exportTasks(deps, memberCtx(request), request.query);
        return sendCsv(reply, file.filename, file.chunks);
      },
    );

    app.get(
      '/api/tasks/counts',
      { schema: { tags, summary: 'Filtre sekmelerinin sayıları', response: { 200: taskCounts } } },
      async (request) => tasks.countTasks(deps, memberCtx(request)),
    );

    app.get(
      '/api/tasks/:id',
      { schema: { tags, summary: 'Tek görev', params: taskIdParams, response: { 200: task } } },
      async (request) => tasks.getTask(deps, memberCtx(request), request.params.id),
    );

    app.post(
      '/api/tasks/create',
      {
        config: { budget: 'tasks' },
        schema: {
          tags,
          summary: 'Görev oluşturur (multipart, form veya JSON; isteğe bağlı tek task_image)',
          consumes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'],
          body: createTaskInput.extend({ task_image: fileField }),
          response: { 201: taskActionResponse },
          // Nobody of the company by the `assigned_to` id.
          errors: [404],
        },
      },
      async (request, reply) => {
        const { task_image, ...input } = request.body;
        const created = await tasks.createTask(deps, memberCtx(request), input, task_image);
        return reply.status(201).send({ message: 'Görev başarıyla oluşturuldu', task: created });
      },
    );

    app.post(
      '/api/tasks/:id/update-status',
      {
        config: { budget: 'task-updates' },
        schema: {
          tags,
          summary: 'Görevi başlatır veya tamamlar (not ve en çok 5 kanıt dosyasıyla)',
          consumes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'],
          params: taskIdParams,
          body: updateStatusInput.extend({ evidence_files: filesField }),
          response: { 200: taskActionResponse },
          // A move the task's status does not allow, or the task changed meanwhile.
          errors: [409],
        },
      },
      async (request) => {
        const { evidence_files, ...input } = request.body;
        const updated = await tasks.updateStatus(deps, memberCtx(request), request.params.id, input, evidence_files);
        const message = updated.status === 'tamamlandi' ? 'Görev başarıyla tamamlandı!' : 'Görev durumu güncellendi';
        return { message, task: updated };
      },
    );

    app.post(
      '/api/tasks/:id/approve',
      {
        config: { budget: 'task-updates' },
        schema: {
          tags,
          summary: 'Tamamlanan görevi onaylar',
          params: taskIdParams,
          response: { 200: taskActionResponse },
          errors: [409],
        },
      },
      async (request) => ({
        message: 'Görev onaylandı',
        task: await tasks.approveTask(deps, memberCtx(request), request.params.id),
      }),
    );

    app.post(
      '/api/tasks/:id/request-revision',
      {
        config: { budget: 'task-updates' },
        schema: {
          tags,
          summary: 'Görevi açıklamayla revizeye gönderir',
          params: taskIdParams,
          body: requestRevisionInput,
          response: { 200: taskActionResponse },
          errors: [409],
        },
      },
      async (request) => ({
        message: 'Görev revize için gönderildi',
        task: await tasks.requestRevision(deps, memberCtx(request), request.params.id, request.body.revision_note),
      }),
    );

    app.post(
      '/api/tasks/:id/add-additional-info',
      {
        config: { budget: 'task-updates' },
        schema: {
          tags,
          summary: 'Tamamlanan göreve ek bilgi ekler',
          params: taskIdParams,
          body: additionalInfoInput,
          response: { 200: taskActionResponse },
          errors: [409],
        },
      },
      async (request) => ({
        message: 'Ek bilgi başarıyla eklendi',
        task: await tasks.addAdditionalInfo(deps, memberCtx(request), request.params.id, request.body.additional_info),
      }),
    );
  };
}
