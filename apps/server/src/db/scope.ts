import {
  sql,
  type DeleteQueryBuilder,
  type DeleteResult,
  type Insertable,
  type Kysely,
  type RawBuilder,
  type SelectQueryBuilder,
  type UpdateQueryBuilder,
  type UpdateResult,
} from 'kysely';
import type { MemberCtx, SystemCtx } from '../platform/context.js';
import type { Database } from './types.js';

type Db = Kysely<Database>;

/** The tables whose rows belong to one company, by their `company_id` column. */
export type CompanyTable = {
  [T in keyof Database]: 'company_id' extends keyof Database[T] ? T : never;
}[keyof Database];

// Kysely's type of a query that selects nothing yet.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type NoColumns = {};

/** A company table's new row without its company: the scope writes that. */
export type CompanyInsert<T extends CompanyTable> = Omit<Insertable<Database[T]>, 'company_id'>;

/** Whose company a query works in: a member's request, or a job's or a hook's company. */
export type ScopeCtx = Pick<MemberCtx, 'actor'> | SystemCtx;

/**
 * The actor's company as the start of every company-owned query: reads, updates and deletes
 * carry `<table>.company_id = ?` with the actor's company, inserts write it. A repository builds
 * on what this returns and never spells the condition out, so no query of a company module can
 * forget it; only admin and auth reach across companies, with the database handle itself.
 *
 * The condition is the one written by hand before (`"tasks"."company_id" = ?`, the first column
 * of every company index), so the engines plan the queries as they did.
 */
export function companyScope(db: Db, ctx: ScopeCtx) {
  const companyId = 'actor' in ctx ? ctx.actor.companyId : ctx.companyId;
  const own = (table: CompanyTable) => sql.ref<string>(`${table}.company_id`);
  // Built on the union of company tables and handed back as the caller's table: Kysely's types
  // cannot resolve `where` on a table that is still a type parameter.
  return {
    /** The actor's company id, for SQL written as text (task-json.mapper.ts) and for new rows of other tables. */
    companyId,
    selectFrom<T extends CompanyTable>(table: T): SelectQueryBuilder<Database, T, NoColumns> {
      const query = db.selectFrom(table as CompanyTable) as SelectQueryBuilder<Database, CompanyTable, NoColumns>;
      return query.where(own(table), '=', companyId) as SelectQueryBuilder<Database, T, NoColumns>;
    },
    updateTable<T extends CompanyTable>(table: T): UpdateQueryBuilder<Database, T, T, UpdateResult> {
      const query = db.updateTable(table as CompanyTable) as UpdateQueryBuilder<
        Database,
        CompanyTable,
        CompanyTable,
        UpdateResult
      >;
      return query.where(own(table), '=', companyId) as unknown as UpdateQueryBuilder<Database, T, T, UpdateResult>;
    },
    deleteFrom<T extends CompanyTable>(table: T): DeleteQueryBuilder<Database, T, DeleteResult> {
      const query = db.deleteFrom(table as CompanyTable) as DeleteQueryBuilder<Database, CompanyTable, DeleteResult>;
      return query.where(own(table), '=', companyId) as unknown as DeleteQueryBuilder<Database, T, DeleteResult>;
    },
    insertInto<T extends CompanyTable>(table: T, rows: CompanyInsert<T> | readonly CompanyInsert<T>[]) {
      const list = (Array.isArray(rows) ? rows : [rows]) as CompanyInsert<T>[];
      const values = list.map((row) => ({ ...row, company_id: companyId }) as unknown as Insertable<Database[T]>);
      return db.insertInto(table).values(values as never);
    },
    /** The company's own row. */
    selectCompany() {
      return db.selectFrom('companies').where('companies.id', '=', companyId);
    },
    updateCompany() {
      return db.updateTable('companies').where('companies.id', '=', companyId);
    },
  };
}

export type CompanyScope = ReturnType<typeof companyScope>;

/**
 * The acting member's name, as a subquery: what an INSERT's RETURNING reads with the row it
 * writes, so that a new report or announcement is answered with its author from one statement.
 */
export function actorName(db: Db, ctx: MemberCtx) {
  // eslint-disable-next-line vazife/company-scope -- it is companyScope, defined here (the rule knows it by its import)
  return companyScope(db, ctx).selectFrom('users').select('users.name').where('users.id', '=', ctx.actor.userId);
}

/**
 * `"<table>"."company_id" = <the actor's company>` for SQL written as text: a `sql` template that
 * reads a company table carries this for it (the lint rule `vazife/company-scope` looks for it).
 * `table` is the name the text gives the table: itself or its alias.
 */
export function companyCondition(table: string, ctx: Pick<MemberCtx, 'actor'>): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(`${table}.company_id`)} = ${ctx.actor.companyId}`;
}
