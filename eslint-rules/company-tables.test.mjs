import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import ts from 'typescript';
import { companyTablesIn } from './company-tables.js';

const server = fileURLToPath(new URL('../apps/server/', import.meta.url));

/** The members of `CompanyTable` as the TypeScript compiler resolves the type in db/scope.ts. */
function companyTableType() {
  const config = ts.getParsedCommandLineOfConfigFile(
    `${server}tsconfig.json`,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => assert.fail(String(d.messageText)) },
  );
  const scopeFile = `${server}src/db/scope.ts`;
  const program = ts.createProgram([scopeFile], { ...config.options, types: [], noEmit: true });
  const checker = program.getTypeChecker();
  const alias = program
    .getSourceFile(scopeFile)
    .statements.find((s) => ts.isTypeAliasDeclaration(s) && s.name.text === 'CompanyTable');
  assert.ok(alias, 'db/scope.ts declares CompanyTable');
  const type = checker.getTypeAtLocation(alias.name);
  const members = type.isUnion() ? type.types : [type];
  return members.map((member) => {
    assert.ok(member.isStringLiteral(), `CompanyTable holds table names, not ${checker.typeToString(member)}`);
    return member.value;
  });
}

test('the lint rule guards the tables CompanyTable names, no more and no fewer', () => {
  const fromType = companyTableType().sort();
  assert.ok(fromType.length > 5, fromType.join(', '));
  assert.deepEqual(companyTablesIn(), fromType);
});
