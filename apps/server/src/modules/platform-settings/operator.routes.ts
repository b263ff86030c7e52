import {
  adminSlide,
  adminSlideList,
  messageResponse,
  operatorPlatformSettings,
  platformSettingsFields,
  slideIdParams,
  slideUploadFields,
  updateSlideInput,
} from '@vazife/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCtx } from '../../platform/auth.js';
import { formBodyTypes } from '../../platform/body-parsers.js';
import { fileField } from '../../platform/uploads.js';
import * as operator from './operator.service.js';
import type { OperatorSettingsDeps } from './operator.service.js';

const withFiles = ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'];

/** The operator's login slider and platform branding: every call needs the operator's token. */
export function operatorSettingsRoutes(deps: OperatorSettingsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['super-admin'];
    const security = [{ operatorBearer: [] }];
    app.addHook('onRequest', app.requireAdmin);

    app.get(
      '/api/super-admin/slider/all',
      {
        schema: {
          tags,
          security,
          summary: 'Bütün slaytlar (aktif ve pasif), sırasıyla',
          response: { 200: adminSlideList },
        },
      },
      async () => operator.listSlides(deps),
    );

    app.post(
      '/api/super-admin/slider/upload',
      {
        schema: {
          tags,
          security,
          summary: 'Giriş ekranına slayt ekler (file: JPG, PNG, WebP ya da GIF; türü içeriğinden anlaşılır)',
          consumes: withFiles,
          body: slideUploadFields.extend({ file: fileField }),
          response: { 201: adminSlide },
        },
      },
      async (request, reply) => {
        const { file, ...input } = request.body;
        return reply.status(201).send(await operator.uploadSlide(deps, adminCtx(request), input, file));
      },
    );

    app.put(
      '/api/super-admin/slider/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Slaytın başlığını, açıklamasını, sırasını ya da aktifliğini değiştirir',
          consumes: formBodyTypes,
          params: slideIdParams,
          body: updateSlideInput,
          response: { 200: adminSlide },
        },
      },
      async (request) => operator.updateSlide(deps, adminCtx(request), request.params.id, request.body),
    );

    app.delete(
      '/api/super-admin/slider/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Slaytı ve görselini siler',
          params: slideIdParams,
          response: { 200: messageResponse },
        },
      },
      async (request) => {
        await operator.deleteSlide(deps, adminCtx(request), request.params.id);
        return { message: 'Slayt silindi' };
      },
    );

    app.get(
      '/api/super-admin/settings',
      {
        schema: {
          tags,
          security,
          summary: 'Platform ayarları, yöneticinin gördüğü haliyle: markalama ve yeni şirketlerin deneme süresi',
          response: { 200: operatorPlatformSettings },
        },
      },
      async () => operator.getOperatorSettings(deps),
    );

    app.put(
      '/api/super-admin/settings',
      {
        schema: {
          tags,
          security,
          summary:
            'Platform adı, renkleri, destek bilgileri, deneme süresi; isteğe bağlı logo (PNG/JPG, en çok 2 MB) ve favicon (ICO/PNG)',
          consumes: withFiles,
          body: platformSettingsFields.extend({ logo: fileField, favicon: fileField }),
          response: { 200: operatorPlatformSettings },
        },
      },
      async (request) => {
        const { logo, favicon, ...input } = request.body;
        return operator.updatePlatformSettings(deps, adminCtx(request), input, { logo, favicon });
      },
    );
  };
}
