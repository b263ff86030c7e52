import { schemaResolver, useForm, type FormErrors } from '@mantine/form';
import { useState, type ReactNode } from 'react';

type Schema = Parameters<typeof schemaResolver>[0];
type Checks = Record<string, ReactNode | null | undefined | false>;

/**
 * A form's validation from the contract: the schema the server checks the request with (and so
 * its Turkish messages), applied to the request the form would send; then the checks only the
 * screen has (a repeated password, a choice the button waits for), which win on the same field.
 * The form's field names are the request's, so each message lands under its field.
 */
export function contractValidation<Values>(
  schema: Schema,
  toRequest: (values: Values) => unknown,
  screenChecks?: (values: Values) => Checks,
): (values: Values) => FormErrors {
  const resolve = schemaResolver(schema, { sync: true });
  return (values) => {
    const errors: FormErrors = { ...resolve(toRequest(values)) };
    for (const [field, message] of Object.entries(screenChecks?.(values) ?? {})) {
      if (message) errors[field] = message;
    }
    return errors;
  };
}

/**
 * A dialog that says what is wrong in one message above its buttons rather than under each field
 * (the messages' dialogs): the first of its validation's, in the request's order, or else the
 * server's refusal given to `fail`. Changing any field clears the message.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Mantine's own bound: any interface of fields
export function useOneMessageForm<Values extends Record<string, any>>(options: {
  initialValues: Values;
  validate: (values: Values) => FormErrors;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    ...options,
    onValuesChange: () => {
      form.clearErrors();
      setFailure(null);
    },
  });
  const first = Object.values(form.errors).find(Boolean);
  return { form, message: first ? String(first) : failure, fail: setFailure };
}
