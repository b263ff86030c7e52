import {
  approvePurchaseInput,
  bankAccount,
  bankAccountIdParams,
  bankAccountList,
  createBankAccountInput,
  createPlanInput,
  messageResponse,
  plan,
  planIdParams,
  planList,
  purchase,
  purchaseIdParams,
  purchaseList,
  purchaseListQuery,
  rejectPurchaseInput,
  updateBankAccountInput,
  updatePlanInput,
  invoiceUploadFields,
} from '@vazife/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCtx } from '../../platform/auth.js';
import { formBodyTypes } from '../../platform/body-parsers.js';
import { fileField } from '../../platform/uploads.js';
import * as operator from './operator.service.js';
import type { SubscriptionsDeps } from './subscriptions.service.js';

/** The operator's plans, bank accounts and purchases: every call needs the operator's token. */
export function operatorRoutes(deps: SubscriptionsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['super-admin'];
    const security = [{ operatorBearer: [] }];
    app.addHook('onRequest', app.requireAdmin);

    app.get(
      '/api/super-admin/plans',
      { schema: { tags, security, summary: 'Bütün paketler, en ucuzdan', response: { 200: planList } } },
      async () => operator.listPlans(deps),
    );

    app.post(
      '/api/super-admin/plans',
      {
        schema: {
          tags,
          security,
          summary: 'Paket ekler (özellikler liste ya da satır satır metin; boş satırlar atılır)',
          consumes: formBodyTypes,
          body: createPlanInput,
          response: { 201: plan },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await operator.createPlan(deps, adminCtx(request), request.body)),
    );

    app.put(
      '/api/super-admin/plans/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Paketi günceller (gönderilen alanlar)',
          consumes: formBodyTypes,
          params: planIdParams,
          body: updatePlanInput,
          response: { 200: plan },
        },
      },
      async (request) => operator.updatePlan(deps, adminCtx(request), request.params.id, request.body),
    );

    app.delete(
      '/api/super-admin/plans/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Kullanılmayan bir paketi siler; kullanılanı pasif yapmak gerekir',
          params: planIdParams,
          response: { 200: messageResponse },
          // A company is on it, or a purchase of it waits.
          errors: [409],
        },
      },
      async (request) => {
        await operator.deletePlan(deps, adminCtx(request), request.params.id);
        return { message: 'Paket silindi' };
      },
    );

    app.get(
      '/api/super-admin/bank-accounts',
      { schema: { tags, security, summary: 'Bütün banka hesapları', response: { 200: bankAccountList } } },
      async () => operator.listBankAccounts(deps),
    );

    app.post(
      '/api/super-admin/bank-accounts',
      {
        schema: {
          tags,
          security,
          summary: 'Banka hesabı ekler (IBAN: TR ve 24 rakam, kontrol basamaklarıyla)',
          consumes: formBodyTypes,
          body: createBankAccountInput,
          response: { 201: bankAccount },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await operator.createBankAccount(deps, adminCtx(request), request.body)),
    );

    app.put(
      '/api/super-admin/bank-accounts/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Banka hesabını günceller',
          consumes: formBodyTypes,
          params: bankAccountIdParams,
          body: updateBankAccountInput,
          response: { 200: bankAccount },
        },
      },
      async (request) => operator.updateBankAccount(deps, adminCtx(request), request.params.id, request.body),
    );

    app.delete(
      '/api/super-admin/bank-accounts/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Banka hesabını siler',
          params: bankAccountIdParams,
          response: { 200: messageResponse },
        },
      },
      async (request) => {
        await operator.deleteBankAccount(deps, adminCtx(request), request.params.id);
        return { message: 'Banka hesabı silindi' };
      },
    );

    app.get(
      '/api/super-admin/purchases',
      {
        schema: {
          tags,
          security,
          summary:
            'Bütün şirketlerin satın almaları, en yeni önce; durumla süzülür (faturası olanın yöneticiye imzalı indirme bağlantısıyla)',
          querystring: purchaseListQuery,
          response: { 200: purchaseList },
        },
      },
      async (request) => operator.listPurchases(deps, adminCtx(request), request.query.status),
    );

    app.put(
      '/api/super-admin/purchases/:id/approve',
      {
        schema: {
          tags,
          security,
          summary: 'Bekleyen satın almayı onaylar: abonelik süre kadar uzar, paket ayarlanır (bir kez)',
          consumes: formBodyTypes,
          params: purchaseIdParams,
          body: approvePurchaseInput.optional(),
          response: { 200: purchase },
          // Already approved or rejected.
          errors: [409],
        },
      },
      async (request) => operator.approvePurchase(deps, adminCtx(request), request.params.id, request.body?.notes),
    );

    app.put(
      '/api/super-admin/purchases/:id/reject',
      {
        schema: {
          tags,
          security,
          summary: 'Bekleyen satın almayı gerekçesiyle reddeder',
          consumes: formBodyTypes,
          params: purchaseIdParams,
          body: rejectPurchaseInput,
          response: { 200: purchase },
          errors: [409],
        },
      },
      async (request) =>
        operator.rejectPurchase(deps, adminCtx(request), request.params.id, request.body.rejection_reason),
    );

    app.post(
      '/api/super-admin/purchases/:id/upload-invoice',
      {
        schema: {
          tags,
          security,
          summary:
            'Onaylanmış satın almanın faturasını yükler (PDF, JPG ya da PNG; türü içeriğinden anlaşılır); onay bekleyen, reddedilen ya da iptal edilene 409',
          consumes: ['multipart/form-data'],
          params: purchaseIdParams,
          body: invoiceUploadFields.extend({ invoice: fileField }),
          response: { 200: purchase },
          errors: [409],
        },
      },
      async (request) => operator.uploadInvoice(deps, adminCtx(request), request.params.id, request.body.invoice),
    );
  };
}
