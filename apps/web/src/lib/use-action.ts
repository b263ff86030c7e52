import { useCallback, useState, useTransition } from 'react';

/**
 * A form's request as a React action: pending while it runs, its error kept for the form to
 * show. The sign-in page sends its two requests this way instead of through TanStack Query's
 * mutations: it caches nothing, and without the query client it loads 10 kB less.
 */
export function useAction<Input>(run: (input: Input) => Promise<unknown>) {
  const [isPending, startTransition] = useTransition();
  const [error, setError] = useState<unknown>(null);
  const submit = useCallback(
    (input: Input) => {
      setError(null);
      startTransition(async () => {
        try {
          await run(input);
        } catch (caught) {
          setError(caught);
        }
      });
    },
    [run],
  );
  return { submit, isPending, error, isError: error !== null };
}
