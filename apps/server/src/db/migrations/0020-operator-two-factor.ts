import type { Kysely } from 'kysely';
import type { DialectInfo } from '../dialect.js';

/**
 * The operators' two-factor sign-in (docs/operator-security.md):
 * - `operator_two_factor`: an operator's TOTP secret, sealed with the server's key
 *   (platform/secret-box.ts), whether it is on (a setup awaits its first code until then), and the
 *   time step of the last code taken, so that a code cannot be used twice.
 * - `operator_recovery_codes`: the ten one-time codes, as SHA-256 digests, each marked when used.
 * - `operator_login_challenges`: a sign-in whose password was right and which awaits its code, by
 *   the digest of its token, for five minutes, refused after a few wrong codes.
 */
export async function up(db: Kysely<unknown>, d: DialectInfo): Promise<void> {
  await db.schema
    .createTable('operator_two_factor')
    .addColumn('admin_id', 'text', (c) => c.primaryKey().references('super_admins.id').onDelete('cascade'))
    .addColumn('secret_sealed', 'text', (c) => c.notNull())
    .addColumn('enabled', d.boolean, (c) => c.notNull())
    .addColumn('last_step', 'integer')
    .addColumn('created_at', d.timestamp, (c) => c.notNull())
    .addColumn('enabled_at', d.timestamp)
    .execute();

  await db.schema
    .createTable('operator_recovery_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('admin_id', 'text', (c) => c.notNull().references('super_admins.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', d.timestamp)
    .addUniqueConstraint('operator_recovery_codes_hash_unique', ['admin_id', 'code_hash'])
    .execute();

  await db.schema
    .createTable('operator_login_challenges')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('admin_id', 'text', (c) => c.notNull().references('super_admins.id').onDelete('cascade'))
    .addColumn('token_version', 'integer', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', d.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('operator_login_challenges_admin_idx')
    .on('operator_login_challenges')
    .columns(['admin_id'])
    .execute();
}
