/**
 * vazife/contract-forms: a web form checks what it will send with the contract's schema, the one the
 * server checks the request with, through apps/web/src/lib/contract-form.ts (`contractValidation`),
 * so that the screen and the server refuse the same input in the same Turkish words. What it refuses:
 *
 * - a form (`useForm`, or any `use…Form` of ours) whose `validate` is not built by contract-form:
 *   Mantine's rules object (`validate: { email: (v) => … }`), a function of the screen's own;
 * - a form's rules file (`features/**\/…-validation.ts`) that does not build them with contract-form;
 * - Mantine's own validators (`isEmail`, `isNotEmpty`, `matches`, `hasLength`…);
 * - in the screens' code (features/, components/): a contract schema parsed by hand
 *   (`createGroupInput.safeParse(…)`, but in a rules file), and a "required" message of the screen's
 *   own (`t('….titleRequired')`: a state per field and a list of what is missing), since the
 *   contract's schema says what is missing, in its words;
 * - in a component (`.tsx`): a regular expression tested on input, and a function named
 *   `validate…` that contract-form did not build.
 *
 * Built by contract-form means: a call of a function imported from lib/contract-form or
 * lib/lazy-validation, something imported from a `…-validation` module, or a name of this file
 * whose definition holds such a call (`const validate = contractValidation(…)`, a function that
 * returns one, an object of them). A check only the screen has (a repeated password, a past
 * deadline) is contractValidation's third argument, where its message may be the screen's.
 */

const toolModule = /(^|\/)lib\/(contract-form|lazy-validation)(\.[cm]?[jt]sx?)?$/;
const validationModule = /-validation(\.[cm]?[jt]sx?)?$/;
const mantineValidators = new Set([
  'isNotEmpty',
  'isNotEmptyHTML',
  'isEmail',
  'matches',
  'matchesField',
  'hasLength',
  'isInRange',
  'isOneOf',
  'isJSONString',
]);
const parseMethods = new Set(['parse', 'safeParse', 'parseAsync', 'safeParseAsync']);
/** An i18n key that words a missing field: `….titleRequired`, `….required`. */
const requiredKey = /(^|[.])\w*[Rr]equired$/;

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

function unwrap(node) {
  let current = node;
  while (current && ['TSAsExpression', 'TSNonNullExpression', 'TSSatisfiesExpression'].includes(current.type))
    current = current.expression;
  return current;
}

function propertyName(property) {
  if (property.type !== 'Property' || property.computed) return undefined;
  return property.key.type === 'Identifier' ? property.key.name : property.key.value;
}

/** The text of `t('…')` or of a template's last piece (`t(\`tasks.${texts}.required\`)`). */
function translationKey(call) {
  if (call.callee.type !== 'Identifier' || call.callee.name !== 't') return undefined;
  const [argument] = call.arguments;
  if (argument?.type === 'Literal' && typeof argument.value === 'string') return argument.value;
  if (argument?.type === 'TemplateLiteral') return argument.quasis.at(-1).value.cooked;
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export const contractFormsRule = {
  meta: {
    type: 'problem',
    docs: { description: "A web form validates with the contract's schema through lib/contract-form.ts." },
    schema: [],
    messages: {
      validate:
        "This form's `validate` is the screen's own: build it with contractValidation(schema, toRequest) (lib/contract-form.ts), so that the contract's schema, the server's, says what is wrong.",
      validationFile:
        "A form's rules file builds them with contractValidation (lib/contract-form.ts): the contract's schema, with the screen's own checks as its third argument.",
      mantineValidator:
        "Mantine's {{name}} checks by the screen's own rule: the contract's schema does, through contractValidation (lib/contract-form.ts).",
      regex:
        "A component does not test input with a regular expression: the contract's schema checks its shape, through contractValidation (lib/contract-form.ts).",
      parse:
        'A component does not parse {{name}} by hand: a form checks through contractValidation (lib/contract-form.ts), whose messages land under their fields.',
      validateFunction:
        '{{name}} validates by hand: build it with contractValidation (lib/contract-form.ts), or put it in a `…-validation.ts` file that does.',
      required:
        "'{{key}}' words a missing field by hand: the contract's schema says what is missing, in its words (contractValidation, lib/contract-form.ts).",
    },
  },

  create(context) {
    const { sourceCode } = context;
    const filename = context.physicalFilename.replaceAll('\\', '/');
    const isComponent = filename.endsWith('.tsx');
    const isRulesFile = /\/features\/.*-validation\.tsx?$/.test(filename);
    /** The screens' code (features/, components/), as against lib/'s plumbing (answers parsed in development). */
    const isScreenCode = /\/src\/(features|components)\//.test(filename);
    /** Local names imported from contract-form, lazy-validation or a `…-validation` module. */
    const contractBuilt = new Set();
    /** Local names imported from the contract package. */
    const fromContract = new Set();
    let usesContractForm = false;

    const variableOf = (identifier) => {
      for (let scope = sourceCode.getScope(identifier); scope; scope = scope.upper) {
        const variable = scope.set.get(identifier.name);
        if (variable) return variable;
      }
      return undefined;
    };

    const callsATool = (node) =>
      [node, ...descendants(node)].some(
        (child) =>
          child.type === 'CallExpression' &&
          child.callee.type === 'Identifier' &&
          contractBuilt.has(child.callee.name) &&
          variableOf(child.callee)?.defs[0]?.type === 'ImportBinding',
      );

    /** Whether `node` is a validation contract-form built (see above). */
    const isBuilt = (node, seen = new Set()) => {
      const target = unwrap(node);
      if (!target || seen.has(target)) return false;
      seen.add(target);
      switch (target.type) {
        case 'CallExpression':
          return isBuilt(target.callee, seen) || callsATool(target);
        case 'MemberExpression':
          return isBuilt(target.object, seen);
        case 'ConditionalExpression':
          return isBuilt(target.consequent, seen) && isBuilt(target.alternate, seen);
        case 'LogicalExpression':
          return isBuilt(target.left, seen) && isBuilt(target.right, seen);
        case 'ArrowFunctionExpression':
        case 'FunctionExpression':
        case 'FunctionDeclaration': {
          // A function that makes one, or answers with one's answer (`(v) => (plan ? edit(v) : create(v))`).
          const answers =
            target.body.type === 'BlockStatement'
              ? [...descendants(target.body)].filter((child) => child.type === 'ReturnStatement').map((r) => r.argument)
              : [target.body];
          return callsATool(target.body) || (answers.length > 0 && answers.every((answer) => isBuilt(answer, seen)));
        }
        case 'ObjectExpression':
          // A table of validations reached through a name (`requests[kind].validate`); written as the
          // form's `validate` itself, an object is Mantine's rules of the screen's own.
          return seen.size > 1 && callsATool(target);
        case 'Identifier': {
          const definition = variableOf(target)?.defs[0];
          if (!definition) return false;
          if (definition.type === 'ImportBinding') return contractBuilt.has(target.name);
          if (definition.type === 'Variable')
            return Boolean(definition.node.init) && isBuilt(definition.node.init, seen);
          if (definition.type === 'FunctionName') return callsATool(definition.node.body);
          return false;
        }
        default:
          return false;
      }
    };

    /** A regular expression: written here, `new RegExp(…)`, or a name of this file bound to one. */
    const isRegex = (node, depth = 0) => {
      const target = unwrap(node);
      if (!target || depth > 3) return false;
      if (target.type === 'Literal') return Boolean(target.regex);
      if (target.type === 'NewExpression')
        return target.callee.type === 'Identifier' && target.callee.name === 'RegExp';
      if (target.type !== 'Identifier') return false;
      const definition = variableOf(target)?.defs[0];
      return definition?.type === 'Variable' && isRegex(definition.node.init, depth + 1);
    };

    /** Inside the arguments of a call contract-form built: a screen check's own message is allowed there. */
    const inBuiltCall = (node) => {
      for (let child = node, parent = node.parent; parent; child = parent, parent = parent.parent)
        if (parent.type === 'CallExpression' && parent.arguments.includes(child) && isBuilt(parent.callee)) return true;
      return false;
    };

    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        const built = toolModule.test(source) || validationModule.test(source);
        if (toolModule.test(source) && /contract-form/.test(source)) usesContractForm = true;
        for (const specifier of node.specifiers) {
          const imported = specifier.imported?.name ?? specifier.imported?.value;
          if (built) contractBuilt.add(specifier.local.name);
          if (source === '@vazife/contract') fromContract.add(specifier.local.name);
          if (source === '@mantine/form' && mantineValidators.has(imported))
            context.report({ node: specifier, messageId: 'mantineValidator', data: { name: imported } });
        }
      },

      CallExpression(node) {
        const callee = node.callee;
        // useForm({ validate }), useOneMessageForm({ validate }): built by contract-form.
        if (callee.type === 'Identifier' && /^use\w*Form$/.test(callee.name)) {
          const options = unwrap(node.arguments[0]);
          const validate =
            options?.type === 'ObjectExpression' && options.properties.find((p) => propertyName(p) === 'validate');
          if (validate && !isBuilt(validate.value)) context.report({ node: validate, messageId: 'validate' });
        }
        if (!isScreenCode) return;
        if (callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier') {
          const method = callee.property.name;
          const object = unwrap(callee.object);
          // /^…$/.test(value), /…/.exec(value), value.match(/…/), value.search(/…/)
          if (isComponent && (method === 'test' || method === 'exec') && isRegex(object))
            context.report({ node, messageId: 'regex' });
          if (isComponent && (method === 'match' || method === 'search') && isRegex(node.arguments[0]))
            context.report({ node, messageId: 'regex' });
          if (!isRulesFile && parseMethods.has(method) && object.type === 'Identifier' && fromContract.has(object.name))
            context.report({ node, messageId: 'parse', data: { name: object.name } });
        }
        const key = translationKey(node);
        if (key && requiredKey.test(key) && !inBuiltCall(node))
          context.report({ node, messageId: 'required', data: { key } });
      },

      'FunctionDeclaration, VariableDeclarator'(node) {
        if (!isComponent) return;
        const name = node.id?.type === 'Identifier' ? node.id.name : undefined;
        if (!name || !/^validate/.test(name)) return;
        const body = node.type === 'FunctionDeclaration' ? node : node.init;
        if (body && !isBuilt(body)) context.report({ node: node.id, messageId: 'validateFunction', data: { name } });
      },

      'Program:exit'(node) {
        if (isRulesFile && !usesContractForm) context.report({ node, messageId: 'validationFile' });
      },
    };
  },
};

export default {
  meta: { name: 'vazife' },
  rules: { 'contract-forms': contractFormsRule },
};
