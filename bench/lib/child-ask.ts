import type { ChildProcess } from 'node:child_process';

/**
 * Sends `message` (if any) to a server child and waits for its answer of `type`: the child's
 * `failed` answer, or its exit, rejects.
 */
export function askChild<Answer extends { type: string }, T extends Answer['type']>(
  child: ChildProcess,
  message: object | undefined,
  type: T,
): Promise<Extract<Answer, { type: T }>> {
  return new Promise((resolve, reject) => {
    const done = () => {
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    const onMessage = (raw: unknown) => {
      const answer = raw as Answer & { message?: string };
      if (answer.type !== type && answer.type !== 'failed') return;
      done();
      if (answer.type === 'failed') reject(new Error(answer.message));
      else resolve(answer as Extract<Answer, { type: T }>);
    };
    const onExit = (code: number | null) => {
      done();
      reject(new Error(`server exited (${code})`));
    };
    child.on('message', onMessage);
    child.on('exit', onExit);
    if (message) child.send(message);
  });
}
