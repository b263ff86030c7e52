import { readFileSync } from 'node:fs';
import ts from 'typescript';

/** The server's table types, where `CompanyTable` (apps/server/src/db/scope.ts) is read from too. */
export const databaseTypesFile = new URL('../apps/server/src/db/types.ts', import.meta.url);

/**
 * The tables whose rows belong to one company: the tables of `Database` whose row type has a
 * `company_id` column, as `CompanyTable` in apps/server/src/db/scope.ts defines them. Read from the
 * source, so a new company table is guarded the day its type is written;
 * `company-tables.test.mjs` holds this list to the type itself, and the server's
 * `db/company-tables.test.ts` to the migrated databases.
 */
export function companyTablesIn(file = databaseTypesFile) {
  const source = ts.createSourceFile('types.ts', readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const declarations = new Map();
  for (const statement of source.statements)
    if (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement))
      declarations.set(statement.name.text, statement);

  // The columns of a row type: written inline, or an interface (with what it extends) or alias of this file.
  const membersOf = (type, seen = new Set()) => {
    if (ts.isTypeLiteralNode(type)) return [...type.members];
    const name = ts.isTypeReferenceNode(type)
      ? type.typeName
      : ts.isExpressionWithTypeArguments(type)
        ? type.expression
        : undefined;
    const declaration = name && ts.isIdentifier(name) ? declarations.get(name.text) : undefined;
    if (!declaration || seen.has(declaration)) return undefined;
    seen.add(declaration);
    if (ts.isTypeAliasDeclaration(declaration)) return membersOf(declaration.type, seen);
    const inherited = (declaration.heritageClauses ?? []).flatMap((clause) =>
      clause.types.map((base) => membersOf(base, seen)),
    );
    if (inherited.includes(undefined)) return undefined;
    return [...declaration.members, ...inherited.flat()];
  };
  const nameOf = (member) =>
    member.name && (ts.isIdentifier(member.name) || ts.isStringLiteral(member.name)) ? member.name.text : undefined;

  const database = declarations.get('Database');
  if (!database || !ts.isInterfaceDeclaration(database)) throw new Error(`${file}: no interface Database`);
  const tables = [];
  for (const member of database.members) {
    const table = nameOf(member);
    const columns = member.type && membersOf(member.type);
    // A row type this cannot read would leave its table unguarded: say so instead.
    if (!table || !columns) throw new Error(`${file}: cannot read the row type of Database.${table ?? '?'}`);
    if (columns.some((column) => nameOf(column) === 'company_id')) tables.push(table);
  }
  return tables.sort();
}
