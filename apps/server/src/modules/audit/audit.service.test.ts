import { describe, expect, it } from 'vitest';
import { operatorCaller } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { changedFields, recordAudit } from './audit.service.js';

const t = useTestApp();

const entriesOf = (id: string) =>
  t.database.db.selectFrom('operator_audit_log').selectAll().where('entity_id', '=', id).execute();

async function operatorId(): Promise<string> {
  await operatorCaller(t, 'kayitci');
  const row = await t.database.db
    .selectFrom('super_admins')
    .select('id')
    .where('username', '=', 'kayitci')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('changedFields', () => {
  it('keeps only what changed, and every field of a creation or deletion', () => {
    expect(changedFields({ a: 1, b: 'x', c: [1] }, { a: 1, b: 'y', c: [1] })).toEqual({
      before: { b: 'x' },
      after: { b: 'y' },
    });
    expect(changedFields(null, { a: 1, b: undefined })).toEqual({ before: null, after: { a: 1, b: null } });
    expect(changedFields({ a: 1 }, null)).toEqual({ before: { a: 1 }, after: null });
  });

  it('never keeps a secret’s value, only that it changed', () => {
    const { before, after } = changedFields(
      { merchant_id: '1', merchant_key: 'eski-anahtar', merchant_salt: 'eski-tuz', password_hash: 'h1' },
      { merchant_id: '2', merchant_key: 'yeni-anahtar', merchant_salt: 'eski-tuz', password_hash: 'h2' },
    );
    expect(before).toEqual({ merchant_id: '1', merchant_key: '••••••', password_hash: '••••••' });
    expect(after).toEqual({ merchant_id: '2', merchant_key: '••••••', password_hash: '••••••' });
    expect(JSON.stringify({ before, after })).not.toMatch(/anahtar|tuz|h1|h2/);
  });
});

describe('recordAudit', () => {
  it('commits with the change, and is rolled back with it', async () => {
    const adminId = await operatorId();
    await t.database.db.transaction().execute(async (trx) => {
      await recordAudit(
        trx,
        { adminId },
        { kind: 'paytr_settings', id: '1', action: 'update', before: { a: 1 }, after: { a: 2 } },
      );
    });
    expect(await entriesOf('1')).toHaveLength(1);
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await recordAudit(
          trx,
          { adminId },
          { kind: 'plan', id: 'geri-alinan', action: 'create', after: { name: 'x' } },
        );
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await entriesOf('geri-alinan')).toEqual([]);
  });

  it('writes nothing for an update that changed nothing; names the operator', async () => {
    const adminId = await operatorId();
    await recordAudit(
      t.database.db,
      { adminId },
      { kind: 'slide', id: 'ayni', action: 'update', before: { a: 1 }, after: { a: 1 } },
    );
    expect(await entriesOf('ayni')).toEqual([]);
    await recordAudit(
      t.database.db,
      { adminId },
      { kind: 'slide', id: 'farkli', action: 'update', before: { a: 1 }, after: { a: 2 } },
    );
    expect(await entriesOf('farkli')).toMatchObject([{ operator_id: adminId, operator_username: 'kayitci' }]);
  });
});
