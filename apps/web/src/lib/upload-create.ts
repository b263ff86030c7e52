import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { postFormWithProgress } from './upload-form';

/** A multipart field: a text, a file sent under its own name, or nothing (left out). */
type Part = string | File | null | undefined;

export interface UploadCreateCall<Values, Answer> {
  mutationKey: readonly unknown[];
  /** The create endpoint (`/api/reports/create`, `/api/announcements/create`). */
  path: string;
  /** The answer's contract schema, as `import.meta.env.DEV ? schema : undefined` (eslint.config.js). */
  schema: z.ZodType<Answer> | undefined;
  /** The form's values and its one file as the request's fields. */
  parts: (values: Values, file: File | null) => Record<string, Part>;
  /** Shows the new item in the open lists. */
  onCreated: (queryClient: QueryClient, answer: Answer) => void;
}

function multipart(parts: Record<string, Part>): FormData {
  const body = new FormData();
  for (const [name, part] of Object.entries(parts)) {
    if (part instanceof File) body.set(name, part, part.name);
    else if (typeof part === 'string') body.set(name, part);
  }
  return body;
}

/**
 * A create call that posts a form with one optional file (a report, an announcement), and how far
 * the upload has gone (0–1) while it runs, for the bar under the form.
 */
export function useUploadCreate<Values, Answer>(call: UploadCreateCall<Values, Answer>) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationKey: call.mutationKey,
    mutationFn: ({ values, file }: { values: Values; file: File | null }) => {
      setProgress(0);
      return postFormWithProgress<Answer>(call.path, multipart(call.parts(values, file)), {
        schema: import.meta.env.DEV ? call.schema : undefined,
        onUploadProgress: (loaded, total) => setProgress(loaded / total),
      });
    },
    onSuccess: (answer) => call.onCreated(queryClient, answer),
  });
  return { ...mutation, progress };
}

/** What a form needs of such a call (upload-form-modal.tsx), whatever it answers. */
export interface UploadCreate<Values> {
  mutate: (variables: { values: Values; file: File | null }, options: { onSuccess: () => void }) => void;
  reset: () => void;
  isPending: boolean;
  error: Error | null;
  progress: number;
}
