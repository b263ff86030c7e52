import type { FileAreaName } from '@vazife/contract';
import type { ParseKeys } from 'i18next';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickedFileProblem } from '../../../lib/file-check';

/** A form's file field: the area whose rules it follows and the texts of a refused type and size. */
export interface FileField {
  area: FileAreaName;
  keys: { type: ParseKeys; size: ParseKeys };
}

/** The part of a Mantine form a file field needs. */
interface FileForm<Field extends string> {
  setFieldValue: (field: Field, value: File | null) => void;
  setFieldError: (field: Field, error: string | null) => void;
}

/**
 * A form's file fields, each file checked when it is picked as the server will check its upload
 * (the contract's file rules, by the file's bytes: lib/file-check.ts). The picked file stays the
 * field's value; a refusal is shown as soon as the check answers and kept in `problems`, which the
 * form's validation adds as the screen's own check so that a file refused here is not sent.
 */
export function useFileFields<Field extends string>(fields: Record<Field, FileField>) {
  const { t } = useTranslation();
  const [problems, setProblems] = useState<Partial<Record<Field, string | null>>>({});
  const latest = useRef<Partial<Record<Field, File | null>>>({});
  const pick = (form: FileForm<Field>, field: Field) => async (file: File | null) => {
    form.setFieldValue(field, file);
    latest.current[field] = file;
    // Until its check answers, the new file has no known problem (the server checks it anyway).
    setProblems((known) => ({ ...known, [field]: null }));
    const problem = file ? await pickedFileProblem(fields[field].area, file, t, fields[field].keys) : null;
    // Another file picked meanwhile: its own check answers for the field.
    if (latest.current[field] !== file) return;
    setProblems((known) => ({ ...known, [field]: problem }));
    form.setFieldError(field, problem);
  };
  return { problems, pick };
}
