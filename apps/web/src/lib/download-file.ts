import { ApiError, readDetail } from './api-error';
import { bearerToken, handleUnauthorized } from './api-client';

/** The name the server gave (`filename*=UTF-8''…` first, for a Turkish name), or `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const extended = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // falls through to the plain name
    }
  }
  return disposition?.match(/filename="([^"]+)"/i)?.[1] ?? fallback;
}

/**
 * Downloads a file that needs the session (the CSV exports): fetched with the bearer token, as
 * every call is, then saved through a blob link. An error answer throws ApiError with its
 * Turkish detail; a 401 ends the session as any call's does.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const token = bearerToken();
  let response: Response;
  try {
    response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(0, null);
  }
  if (!response.ok) {
    const text = await response.text();
    let detail: string | null = null;
    try {
      detail = readDetail(JSON.parse(text));
    } catch {
      // not JSON: no detail to show
    }
    if (response.status === 401 && token) handleUnauthorized('user', token, detail);
    throw new ApiError(response.status, detail);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the browser's download; the URL is not needed after it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
