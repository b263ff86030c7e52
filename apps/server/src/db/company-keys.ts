import type { CreateTableBuilder } from 'kysely';

/**
 * A company table's foreign key onto another company table, as the migrations write them: the
 * pair (company_id, `column`) references (company_id, id) of `table`, so that a row never points
 * into another company, and goes with the row it points to. Used with `$call` on a table being
 * created; it writes what the migrations wrote before they shared it (migrate.forward-only.test.ts).
 */
export function companyForeignKey(name: string, column: string, table: string) {
  return <TB extends string, C extends string>(builder: CreateTableBuilder<TB, C>) =>
    builder.addForeignKeyConstraint(name, ['company_id', column] as C[], table, ['company_id', 'id'], (fk) =>
      fk.onDelete('cascade'),
    );
}
