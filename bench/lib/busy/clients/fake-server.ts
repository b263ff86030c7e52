/**
 * A server for the client models' tests that holds every call until the test answers it, so that
 * a test sees what a model asks for, which calls it cancels and which it joins.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Api, ApiRequest } from '../api.js';

export interface Call extends ApiRequest {
  aborted: boolean;
  answered: boolean;
  answer(data: unknown, headers?: Record<string, string>): void;
}

/** A server that holds every call until the test answers it. */
export function fakeServer() {
  const calls: Call[] = [];
  const api: Api = <T>(request: ApiRequest) =>
    new Promise<{ status: number; data: T; headers: Record<string, string> }>((resolve, reject) => {
      const call: Call = {
        ...request,
        method: request.method ?? 'GET',
        aborted: false,
        answered: false,
        answer: (data, headers = {}) => {
          call.answered = true;
          resolve({ status: 200, data: data as T, headers });
        },
      };
      request.signal?.addEventListener('abort', () => {
        call.aborted = true;
        reject(new Error('aborted'));
      });
      calls.push(call);
    });
  const open = () => calls.filter((c) => !c.answered && !c.aborted);
  const paths = (list: Call[]) => list.map((c) => `${c.method} ${c.path.split('?')[0]}`).sort();
  /** Answers every open call whose path starts with `prefix`. */
  const answer = (prefix: string, data: unknown) => {
    for (const call of open()) if (call.path.startsWith(prefix)) call.answer(data);
  };
  return { api, calls, open, paths, answer };
}

/** Lets query-core notify its observers (it batches on a timer) and the model react. */
export const settle = () => sleep(20);
