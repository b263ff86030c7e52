import { describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { contractFormsRule } from './contract-forms.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const component = 'apps/web/src/features/things/components/thing-form.tsx';
const rulesFile = 'apps/web/src/features/things/components/thing-validation.ts';
const imports = `import { useForm } from '@mantine/form';
import { createThingInput, thingCode } from '@vazife/contract';
import { contractValidation, useOneMessageForm } from '../../../lib/contract-form';
import { lazyValidation } from '../../../lib/lazy-validation';
`;
const valid = (code, filename = component) => ({ code: imports + code, filename });
const invalid = (code, messageIds, filename = component) => ({
  code: imports + code,
  filename,
  errors: messageIds.map((messageId) => ({ messageId })),
});

tester.run('vazife/contract-forms', contractFormsRule, {
  valid: [
    valid(`const form = useForm({ initialValues, validate: contractValidation(createThingInput, toRequest) });`),
    valid(`const validate = contractValidation(createThingInput, toRequest);
      const form = useForm({ initialValues, validate });`),
    // Built in the form's rules file, or fetched from one after the first paint.
    valid(`import { thingValidation, validateThing } from './thing-validation';
      useForm({ initialValues, validate: thingValidation(t) }); useForm({ initialValues, validate: validateThing });`),
    valid(`const validation = lazyValidation(() => import('./thing-validation').then((m) => m.validateThing));
      useForm({ initialValues, validate: validation.validate });`),
    // Chosen among the contract's, or kept in state once made.
    valid(`const create = contractValidation(createThingInput, toRequest);
      const edit = contractValidation(updateThingInput, toRequest);
      useForm({ initialValues, validate: (values) => (thing ? edit(values) : create(values)) });`),
    valid(`const requests = { a: { validate: contractValidation(aInput, (v) => v) } };
      function Dialog({ kind }) { const { validate } = requests[kind]; return useForm({ initialValues, validate }); }`),
    valid(`const [validate] = useState(() => contractValidation(createThingInput, toRequest));
      useForm({ initialValues, validate });`),
    valid(`useOneMessageForm({ initialValues, validate: contractValidation(createThingInput, toRequest) });`),
    // A screen check's own message, as contractValidation's third argument or the argument of a function built by it.
    valid(`const check = (required) => contractValidation(createThingInput, toRequest, (v) => ({ day: v.day ? null : required }));
      useForm({ initialValues, validate: check(t('things.dayRequired')) });`),
    valid(
      `export const validateThing = contractValidation(createThingInput, toRequest, (v) => ({
        repeat: v.repeat ? null : t('common.passwordRequired'),
        code: thingCode.safeParse(v.code).success ? null : 'Geçersiz kod',
      }));`,
      rulesFile,
    ),
    // A form without rules; normalising what is typed; parsing outside the screens' code.
    valid(`useForm({ initialValues }); const code = value.toUpperCase().replace(/\\s+/g, '');`),
    valid(`const answer = createThingInput.safeParse(data);`, 'apps/web/src/lib/api-client.ts'),
    // A regex in plain code (not a component) reads text, not a form's input.
    valid(`const name = /filename="([^"]+)"/i.exec(header);`, 'apps/web/src/features/things/api/download.ts'),
  ],
  invalid: [
    // Mantine's rules object, with its regexes and its own words.
    invalid(
      `useForm({ initialValues, validate: {
        name: (value) => (value.trim() ? null : t('things.nameRequired')),
        email: (value) => (/^\\S+@\\S+$/.test(value) ? null : t('things.emailInvalid')),
      } });`,
      ['validate', 'required', 'regex'],
    ),
    invalid(`useForm({ initialValues, validate: (values) => ({ name: values.name ? null : 'Ad zorunludur' }) });`, [
      'validate',
    ]),
    invalid(
      `function validate(values) { return values.name ? {} : { name: 'Ad zorunludur' }; }
      useForm({ initialValues, validate });`,
      ['validateFunction', 'validate'],
    ),
    invalid(`import { isEmail, isNotEmpty } from '@mantine/form';`, ['mantineValidator', 'mantineValidator']),
    // A state per field and a list of what is missing.
    invalid(
      `const submit = () => {
        const missing = [...(title.trim() ? [] : [t('things.create.titleRequired')])];
        setErrors(missing);
      };`,
      ['required'],
    ),
    invalid('const error = touched && blank ? t(`things.${texts}.required`) : undefined;', ['required']),
    invalid(`const checked = createThingInput.safeParse({ content }); if (!checked.success) setError('x');`, ['parse']),
    invalid(`const hex = /^#[0-9a-f]{6}$/i; const ok = hex.test(value.trim()) && value.match(/x/);`, [
      'regex',
      'regex',
    ]),
    // A rules file that checks by hand.
    {
      code: `import { createThingInput } from '@vazife/contract';
        export function thingError(values, t) { return values.name.trim() ? null : t('things.nameRequired'); }`,
      filename: rulesFile,
      errors: [{ messageId: 'validationFile' }, { messageId: 'required' }],
    },
  ],
});
