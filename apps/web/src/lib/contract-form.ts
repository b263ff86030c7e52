import { schemaResolver, type FormErrors } from '@mantine/form';
import type { ReactNode } from 'react';

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
