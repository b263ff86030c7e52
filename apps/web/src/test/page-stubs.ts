import type { UserPublic } from '@vazife/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { setSession } from '../lib/session';
import { renderScreen } from './render';

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

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
}

/** A fetch stub answering `answer`'s JSON (undefined: a 404), recording every call in order. */
export function stubJsonFetch(answer: (call: Call) => unknown): Call[] {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call = { method: init?.method ?? 'GET', path: url.pathname, query: url.searchParams };
    calls.push(call);
    const body = answer(call);
    return body === undefined ? new Response('{}', { status: 404 }) : jsonReply(body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/** A page rendered for a signed-in person. */
export function renderAs(user: UserPublic, page: ReactElement) {
  setSession('tok', user);
  return renderScreen(page);
}

type User = ReturnType<typeof renderScreen>['user'];

/** Opens a new item's dialog from its button (once the page has drawn it). */
async function openDialog(user: User, button: string) {
  await user.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog');
}

/** Types into the dialog's text boxes, each named by a word of its label. */
async function typeInto(user: User, dialog: HTMLElement, texts: Record<string, string>) {
  for (const [label, text] of Object.entries(texts))
    await user.type(within(dialog).getByRole('textbox', { name: new RegExp(label) }), text);
}

/** Picks a file in the dialog's file input, past the picker's own filter. */
function pickInto(dialog: HTMLElement, testId: string, file: File) {
  fireEvent.change(within(dialog).getByTestId(testId), { target: { files: [file] } });
}

/** A new item's dialog, as a person fills it in. */
export const createDialog = { open: openDialog, typeInto, pick: pickInto };

/** What the server answers an upload that is too large. */
export const tooLarge = { status: 413, body: { detail: 'büyük.pdf çok büyük (maksimum 10MB)' } };
