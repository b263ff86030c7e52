import { companyTablesIn } from './company-tables.js';

/**
 * vazife/company-scope: a company's rows are reached only through the scope of
 * apps/server/src/db/scope.ts, which adds the actor's company to every query. Three ways to miss it:
 *
 * - a query started on anything but a scope (`db.selectFrom('tasks')`, `deps.db.…`, `trx.…`, the
 *   builder of `db.with(…)`, `eb.selectFrom(…)` in a subquery), aliases (`'tasks as t'`) included;
 * - a join onto a company table whose condition does not name the joined table's `company_id`;
 * - SQL written as text (a `sql` template) that reads a company table without the scope's
 *   fragment, `companyCondition(table, ctx)`, or text the rule cannot read (`sql.raw(expression)`).
 *
 * An exception says why, on the line above: `// eslint-disable-next-line vazife/company-scope --
 * why` (vazife/company-scope-exceptions below holds exceptions to that form).
 *
 * A scope is a call of a `…Scope` function imported from db/scope.ts (`companyScope(db, ctx)`), a
 * `const` holding one, or a parameter typed with a `…Scope` type from there (`scope: CompanyScope`);
 * the fragment, a call of a `…Condition` function from there.
 */

const queryMethods = new Set(['selectFrom', 'updateTable', 'deleteFrom', 'insertInto', 'replaceInto', 'mergeInto']);
const joinMethod = /^(inner|left|right|full|cross)Join(Lateral)?$|^using$/;
const scopeModule = /(^|\/)db\/scope(\.[cm]?[jt]s)?$/;
/** Words that may follow a table's name in SQL text without being its alias. */
const sqlKeywords = new Set([
  ...['as', 'on', 'where', 'set', 'join', 'inner', 'left', 'right', 'full', 'cross', 'natural', 'lateral'],
  ...['order', 'group', 'limit', 'using', 'values', 'select', 'for', 'returning', 'union', 'having', 'default'],
]);

/** `'tasks'`, `'tasks as t'` → the table and the name the query uses for it. */
function parseTableName(text) {
  const match = /^\s*(\w+)(?:\s+as\s+(\w+))?\s*$/i.exec(text);
  return match ? { table: match[1], alias: match[2] ?? match[1] } : undefined;
}

function staticText(node) {
  if (!node) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  return undefined;
}

/** The tables a query method's first argument names: a string, or an array of strings. */
function tablesNamedBy(argument) {
  const elements = argument?.type === 'ArrayExpression' ? argument.elements : [argument];
  return elements.map((element) => parseTableName(staticText(element) ?? '')).filter(Boolean);
}

function unwrap(node) {
  let current = node;
  while (
    current &&
    ['TSAsExpression', 'TSNonNullExpression', 'TSSatisfiesExpression', 'ChainExpression'].includes(current.type)
  )
    current = current.expression;
  return current;
}

/** Every node under `node`, depth first. */
function* descendants(node) {
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent') continue;
    for (const child of Array.isArray(value) ? value : [value])
      if (child && typeof child.type === 'string') {
        yield child;
        yield* descendants(child);
      }
  }
}

/** The company tables a piece of SQL text reads or writes, each with the name the text uses for it. */
function tablesInSql(text, tables) {
  const found = [];
  const pattern = /\b(?:from|join|update|into)\s+"?(\w+)"?(?:\s+(?:as\s+)?"?(\w+)"?)?/gi;
  for (const match of text.matchAll(pattern)) {
    const table = match[1];
    if (!tables.has(table)) continue;
    const alias = match[2] && !sqlKeywords.has(match[2].toLowerCase()) ? match[2] : table;
    found.push({ table, alias });
  }
  return found;
}

/** @type {import('eslint').Rule.RuleModule} */
export const companyScopeRule = {
  meta: {
    type: 'problem',
    docs: { description: "A company table is reached only through the actor's company scope (db/scope.ts)." },
    schema: [
      {
        type: 'object',
        properties: { tables: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      unscoped:
        "'{{table}}' is a company table: start the query from companyScope(db, ctx) (db/scope.ts), which adds the actor's company.",
      join: "The join onto '{{table}}' names {{alias}}.company_id in its condition, e.g. (join) => join.onRef('{{alias}}.company_id', '=', '<table>.company_id').onRef(…): the scope's condition holds for the query's own table only, a join on one column reaches whatever company that column points into, and the (company_id, …) indexes serve the join.",
      sql: "This SQL reads '{{table}}': put ${companyCondition('{{alias}}', ctx)} (db/scope.ts) in its conditions, or say why it need not on the line above (// eslint-disable-next-line vazife/company-scope -- why).",
      sqlTable:
        "sql.table('{{table}}') hides a company table from this rule: write it in the template's text, with ${companyCondition('{{table}}', ctx)}.",
      unreadable:
        'SQL text the rule cannot read (sql.raw of an expression): say on the line above why every company table in it is scoped (// eslint-disable-next-line vazife/company-scope -- why).',
    },
  },

  create(context) {
    const tables = new Set(context.options[0]?.tables ?? companyTablesIn());
    const { sourceCode } = context;
    /** Local names imported from db/scope.ts: its scope functions and types. */
    const fromScopeModule = new Set();

    const variableOf = (identifier) => {
      for (let scope = sourceCode.getScope(identifier); scope; scope = scope.upper) {
        const variable = scope.set.get(identifier.name);
        if (variable) return variable;
      }
      return undefined;
    };

    /** A call of a function of db/scope.ts whose name says what it makes (`companyScope`, `companyCondition`). */
    const isCallOf = (node, suffix) =>
      node?.type === 'CallExpression' &&
      node.callee.type === 'Identifier' &&
      node.callee.name.endsWith(suffix) &&
      fromScopeModule.has(node.callee.name);
    const isScopeCall = (node) => isCallOf(node, 'Scope');

    /** Whether `node` is a company scope (see above). */
    const isScope = (node, depth = 0) => {
      const target = unwrap(node);
      if (!target || depth > 5) return false;
      if (isScopeCall(target)) return true;
      if (target.type !== 'Identifier') return false;
      const variable = variableOf(target);
      if (!variable || variable.defs.length !== 1) return false;
      const [definition] = variable.defs;
      if (definition.type === 'Variable')
        return definition.parent.kind === 'const' && isScope(definition.node.init, depth + 1);
      if (definition.type === 'Parameter') {
        const annotation = definition.name.typeAnnotation?.typeAnnotation;
        return (
          annotation?.type === 'TSTypeReference' &&
          annotation.typeName.type === 'Identifier' &&
          annotation.typeName.name.endsWith('Scope') &&
          fromScopeModule.has(annotation.typeName.name)
        );
      }
      return false;
    };

    const checkJoin = (node, named) => {
      const condition = node.arguments[1];
      const isCallback = condition && ['ArrowFunctionExpression', 'FunctionExpression'].includes(condition.type);
      const names = isCallback ? [...descendants(condition)].map(staticText).filter(Boolean) : [];
      if (!names.includes(`${named.alias}.company_id`))
        context.report({ node: node.callee.property, messageId: 'join', data: named });
    };

    return {
      ImportDeclaration(node) {
        if (!scopeModule.test(node.source.value)) return;
        for (const specifier of node.specifiers) fromScopeModule.add(specifier.local.name);
      },

      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return;
        const method = callee.property.name;
        if (queryMethods.has(method)) {
          const named = tablesNamedBy(node.arguments[0]).find(({ table }) => tables.has(table));
          if (named && !isScope(callee.object)) context.report({ node, messageId: 'unscoped', data: named });
        } else if (joinMethod.test(method)) {
          for (const named of tablesNamedBy(node.arguments[0])) if (tables.has(named.table)) checkJoin(node, named);
        } else if (callee.object.type === 'Identifier' && callee.object.name === 'sql') {
          if (method === 'raw') {
            const text = staticText(node.arguments[0]);
            if (text === undefined) context.report({ node, messageId: 'unreadable' });
            else for (const named of tablesInSql(text, tables)) context.report({ node, messageId: 'sql', data: named });
          } else if (method === 'table') {
            const named = parseTableName(staticText(node.arguments[0]) ?? '');
            if (named && tables.has(named.table)) context.report({ node, messageId: 'sqlTable', data: named });
          }
        }
      },

      TaggedTemplateExpression(node) {
        if (node.tag.type !== 'Identifier' || node.tag.name !== 'sql') return;
        const text = node.quasi.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join(' ? ');
        const scoped = node.quasi.expressions
          .map(unwrap)
          .filter((expression) => isCallOf(expression, 'Condition'))
          .map((call) => staticText(call.arguments[0]));
        for (const named of tablesInSql(text, tables))
          if (!scoped.includes(named.alias)) context.report({ node, messageId: 'sql', data: named });
      },
    };
  },
};

/**
 * vazife/company-scope-exceptions: an exception to the rule above is one query, with its reason
 * (`// eslint-disable-next-line vazife/company-scope -- why`). A rule of its own, since a block
 * `eslint-disable` of the first would silence its report about that very comment.
 */
export const companyScopeExceptionsRule = {
  meta: {
    type: 'problem',
    docs: { description: 'An exception to vazife/company-scope is one line, with its reason.' },
    schema: [],
    messages: {
      reason:
        'An exception to vazife/company-scope is one line, with its reason: // eslint-disable-next-line vazife/company-scope -- why.',
    },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const directive = /^\s*eslint-(disable|enable)(-next-line|-line)?\s+([^]*)$/.exec(comment.value);
          if (!directive || !/(^|[\s,])vazife\/company-scope([\s,]|$)/.test(directive[3])) continue;
          const hasReason = /\s--\s*\S/.test(directive[3]);
          if (directive[1] !== 'disable' || directive[2] !== '-next-line' || !hasReason)
            context.report({ loc: comment.loc, messageId: 'reason' });
        }
      },
    };
  },
};

export default {
  meta: { name: 'vazife' },
  rules: { 'company-scope': companyScopeRule, 'company-scope-exceptions': companyScopeExceptionsRule },
};
