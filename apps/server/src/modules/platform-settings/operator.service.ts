import { randomUUID } from 'node:crypto';
import {
  errors,
  type AdminSlide,
  type FileAreaName,
  limits,
  type OperatorPlatformSettings,
  type PlatformSettingsFields,
  type SlideUploadFields,
  type UpdateSlideInput,
} from '@vazife/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Updateable } from 'kysely';
import { toBool } from '../../db/dialect.js';
import type { Database, PlatformSettingsTable } from '../../db/types.js';
import type { AdminCtx } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { UploadedFile } from '../../platform/uploads.js';
import { auditedChange, type AuditedRecord } from '../audit/index.js';
import type { FilesService, StoredBatch } from '../files/index.js';
import * as repo from './operator.repo.js';
import * as publicRepo from './platform-settings.repo.js';
import { getPlatformSettings, publicFileUrl, type PlatformSettingsDeps } from './platform-settings.service.js';

/** What the operator's branding and slider services work with (built in index.ts). */
export interface OperatorSettingsDeps extends PlatformSettingsDeps {
  files: FilesService;
  log: FastifyBaseLogger;
}

type SlideRow = NonNullable<Awaited<ReturnType<typeof repo.findSlide>>>;

function toAdminSlide(row: SlideRow): AdminSlide {
  return {
    id: row.id,
    url: publicFileUrl(row.file_path),
    title: row.title,
    description: row.description,
    order: row.order_index,
    active: toBool(row.active),
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** A slide as the audit log keeps it. */
const auditedSlide: AuditedRecord<SlideRow> = {
  kind: 'slide',
  read: (trx, id) => repo.findSlide(trx, id),
  fields: (row) => ({
    title: row.title,
    description: row.description,
    order: row.order_index,
    active: toBool(row.active),
  }),
  label: (row) => row.title,
};

/** Removes a stored public file by its path (`area/key`), after a commit; a failure is logged. */
async function removeStored(deps: OperatorSettingsDeps, stored: string | null): Promise<void> {
  if (!stored) return;
  const [area, key] = stored.split('/', 2);
  if (!area || !key) return;
  await deps.files.storage
    .remove(area, key)
    .catch((err: unknown) => deps.log.warn({ err }, `replaced file ${stored} not removed`));
}

/** Checks and stores one upload of a public area; its path is `area/key`. */
async function storeOne(deps: OperatorSettingsDeps, area: FileAreaName, upload: UploadedFile) {
  const batch = await deps.files.store(area, await deps.files.check(area, [upload]));
  return { batch, path: `${area}/${batch.files[0]!.key}` };
}

export async function listSlides(deps: OperatorSettingsDeps): Promise<AdminSlide[]> {
  return (await repo.listSlides(deps.db)).map(toAdminSlide);
}

async function slideById(deps: OperatorSettingsDeps, id: string): Promise<AdminSlide> {
  const row = await repo.findSlide(deps.db, id);
  if (!row) throw notFound();
  return toAdminSlide(row);
}

/** A new, active slide: a JPG, PNG, WebP or GIF by its bytes, stored before the write. */
export async function uploadSlide(
  deps: OperatorSettingsDeps,
  ctx: AdminCtx,
  input: SlideUploadFields,
  upload: UploadedFile | undefined,
): Promise<AdminSlide> {
  if (!upload) throw new AppError(400, errors.slideImageRequired);
  const { batch, path } = await storeOne(deps, 'slider', upload);
  const id = randomUUID();
  try {
    const { after } = await auditedChange(deps.db, ctx, auditedSlide, {
      id,
      action: 'create',
      write: (trx) =>
        repo.insertSlide(trx, {
          id,
          file_path: path,
          title: input.title ?? null,
          description: input.description ?? null,
          order_index: input.order,
          active: true,
          created_at: new Date().toISOString(),
        }),
      note: { file: batch.files[0]!.filename },
    });
    return toAdminSlide(after!);
  } catch (error) {
    await batch.discard();
    throw error;
  }
}

export async function updateSlide(
  deps: OperatorSettingsDeps,
  ctx: AdminCtx,
  id: string,
  input: UpdateSlideInput,
): Promise<AdminSlide> {
  const changes: Updateable<Database['slider_items']> = {
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.order !== undefined ? { order_index: input.order } : {}),
    ...(input.active !== undefined ? { active: input.active } : {}),
  };
  if (Object.keys(changes).length === 0) return slideById(deps, id);
  const { after } = await auditedChange(deps.db, ctx, auditedSlide, {
    id,
    action: 'update',
    write: (trx) => repo.updateSlide(trx, id, changes),
  });
  return toAdminSlide(after!);
}

/** Deletes a slide; its image is removed after the commit. */
export async function deleteSlide(deps: OperatorSettingsDeps, ctx: AdminCtx, id: string): Promise<void> {
  const { before } = await auditedChange(deps.db, ctx, auditedSlide, {
    id,
    action: 'delete',
    write: (trx) => repo.deleteSlide(trx, id),
  });
  await removeStored(deps, before!.file_path);
}

type SettingsFields = Pick<
  PlatformSettingsTable,
  | 'platform_name'
  | 'primary_color'
  | 'secondary_color'
  | 'support_email'
  | 'support_phone'
  | 'logo_path'
  | 'favicon_path'
  | 'trial_days'
>;

/** The settings' single row (id 1, written by the first migration) as the audit log keeps it. */
const auditedSettings: AuditedRecord<SettingsFields> = {
  kind: 'platform_settings',
  read: (trx) => publicRepo.findSettings(trx),
  fields: (row) => ({
    platform_name: row.platform_name,
    primary_color: row.primary_color,
    secondary_color: row.secondary_color,
    support_email: row.support_email,
    support_phone: row.support_phone,
    logo: row.logo_path,
    favicon: row.favicon_path,
    trial_days: row.trial_days,
  }),
  label: (row) => row.platform_name,
};

/** The branding as everyone sees it, and the trial new companies get (the operator's alone). */
export async function getOperatorSettings(deps: OperatorSettingsDeps): Promise<OperatorPlatformSettings> {
  const [branding, row] = await Promise.all([getPlatformSettings(deps), publicRepo.findSettings(deps.db)]);
  return { ...branding, trial_days: row?.trial_days ?? limits.trialDaysDefault };
}

/**
 * The platform's branding: the fields sent change, a new logo (PNG or JPG, 2 MB) or favicon (ICO
 * or PNG) by its bytes replaces the stored one, whose file is removed after the commit. Both
 * uploads are checked before either is stored, so a bad favicon leaves no logo behind.
 */
export async function updatePlatformSettings(
  deps: OperatorSettingsDeps,
  ctx: AdminCtx,
  input: PlatformSettingsFields,
  uploads: { logo?: UploadedFile | undefined; favicon?: UploadedFile | undefined },
): Promise<OperatorPlatformSettings> {
  const logoChecked = uploads.logo ? await deps.files.check('logo', [uploads.logo]) : [];
  const faviconChecked = uploads.favicon ? await deps.files.check('favicon', [uploads.favicon]) : [];
  const batches: StoredBatch[] = [];
  const discardAll = () => Promise.all(batches.map((b) => b.discard()));
  let logoPath: string | undefined;
  let faviconPath: string | undefined;
  try {
    if (logoChecked.length) {
      const batch = await deps.files.store('logo', logoChecked);
      batches.push(batch);
      logoPath = `logo/${batch.files[0]!.key}`;
    }
    if (faviconChecked.length) {
      const batch = await deps.files.store('favicon', faviconChecked);
      batches.push(batch);
      faviconPath = `favicon/${batch.files[0]!.key}`;
    }
  } catch (error) {
    await discardAll();
    throw error;
  }
  const changes: Updateable<Database['platform_settings']> = {
    ...(input.platform_name !== undefined ? { platform_name: input.platform_name } : {}),
    ...(input.primary_color !== undefined ? { primary_color: input.primary_color } : {}),
    ...(input.secondary_color !== undefined ? { secondary_color: input.secondary_color } : {}),
    ...(input.support_email !== undefined ? { support_email: input.support_email || null } : {}),
    ...(input.support_phone !== undefined ? { support_phone: input.support_phone.trim() || null } : {}),
    ...(input.trial_days !== undefined ? { trial_days: input.trial_days } : {}),
    ...(logoPath ? { logo_path: logoPath } : input.remove_logo ? { logo_path: null } : {}),
    ...(faviconPath ? { favicon_path: faviconPath } : input.remove_favicon ? { favicon_path: null } : {}),
  };
  let before: SettingsFields | undefined;
  try {
    if (Object.keys(changes).length > 0)
      ({ before } = await auditedChange(deps.db, ctx, auditedSettings, {
        id: '1',
        action: 'update',
        write: (trx) => repo.updateSettings(trx, { ...changes, updated_at: new Date().toISOString() }),
      }));
  } catch (error) {
    await discardAll();
    throw error;
  }
  if ('logo_path' in changes && before?.logo_path !== changes.logo_path)
    await removeStored(deps, before?.logo_path ?? null);
  if ('favicon_path' in changes && before?.favicon_path !== changes.favicon_path)
    await removeStored(deps, before?.favicon_path ?? null);
  return getOperatorSettings(deps);
}
