import { vi } from 'vitest';

/** A JSON answer with status 200, as the list stubs give it. */
export const jsonReply = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/**
 * XMLHttpRequest as an upload (lib/upload-form.ts) sees it: answers each POST with `reply`,
 * reporting half the bytes first. Returns the bodies sent, in order.
 */
export function stubUpload(reply: { status: number; body: unknown }) {
  const sent: FormData[] = [];
  class FakeXhr {
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    status = 0;
    responseText = '';
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    abort() {}
    send(body: FormData) {
      sent.push(body);
      this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
      this.status = reply.status;
      this.responseText = JSON.stringify(reply.body);
      setTimeout(() => this.onload?.(), 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}
