import type { FormErrors, UseFormReturnType } from '@mantine/form';
import type { FormEvent } from 'react';

type Validate<Values> = (values: Values) => FormErrors;

/**
 * A form validation that is fetched instead of bundled: the sign-in page's forms check with the
 * contract's schemas, and with them come zod and the common-password list, which the first paint
 * need not wait for. `preload` starts the fetch (call it once the form is on screen); `submit`
 * waits for it, so no request leaves unchecked; until it has arrived, `validate` finds nothing.
 */
export function lazyValidation<Values>(load: () => Promise<Validate<Values>>) {
  let loaded: Validate<Values> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (validate) => void (loaded = validate),
      (error: unknown) => {
        loading = undefined; // a failed fetch (a new deploy, a dropped connection) is tried again
        throw error;
      },
    ));
  return {
    preload,
    validate: (values: Values): FormErrors => loaded?.(values) ?? {},
    /** Like form.onSubmit(handler), once the validation is here. */
    submit:
      (form: UseFormReturnType<Values>, handler: (values: Values) => void) => (event?: FormEvent<HTMLFormElement>) => {
        event?.preventDefault();
        void preload().then(() => form.onSubmit(handler)());
      },
  };
}
