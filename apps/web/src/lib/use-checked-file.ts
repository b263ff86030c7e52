import type { FileAreaName } from '@vazife/contract';
import type { ParseKeys } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickedFileProblem } from './file-check';

/**
 * A form's one optional file, checked as the server will when it is picked (lib/file-check.ts): a
 * refused file is not kept, and `error` says why in the form's words (`keys`).
 */
export function useCheckedFile(area: FileAreaName, keys: { type: ParseKeys; size: ParseKeys }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pick = async (picked: File | null) => {
    const problem = picked ? await pickedFileProblem(area, picked, t, keys) : null;
    setError(problem);
    setFile(problem ? null : picked);
  };
  const clear = () => {
    setFile(null);
    setError(null);
  };
  return { file, error, pick, clear };
}
