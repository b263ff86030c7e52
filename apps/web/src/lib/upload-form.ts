import type { z } from 'zod';
import { bearerToken, handleUnauthorized } from './api-client';
import { ApiError, readDetail } from './api-error';

export interface UploadFormOptions<T> {
  /** The answer's contract schema, checked while developing (named only there: see eslint.config.js). */
  schema?: z.ZodType<T>;
  /** Bytes sent so far of the whole body, whenever the browser reports it. */
  onUploadProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * POSTs a multipart form as the signed-in user, with upload progress. XMLHttpRequest, because fetch
 * reports no upload progress and the screens that send files show a bar per file. Errors, 401 and
 * aborts behave as with the fetch-based api client.
 */
export function postFormWithProgress<T>(url: string, body: FormData, options: UploadFormOptions<T>): Promise<T> {
  const { schema, onUploadProgress, signal } = options;
  const token = bearerToken('user');
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onUploadProgress?.(event.loaded, event.total);
    };
    xhr.onload = () => {
      const data = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        if (import.meta.env.DEV && schema && !schema.safeParse(data).success)
          console.warn(`Contract mismatch on POST ${url}`);
        resolve(data as T);
        return;
      }
      const detail = readDetail(data);
      if (xhr.status === 401 && token) handleUnauthorized('user', token, detail);
      reject(new ApiError(xhr.status, detail));
    };
    xhr.onerror = () => reject(new ApiError(0, null));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
