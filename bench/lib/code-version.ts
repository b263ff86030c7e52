import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
/** What the measured code is made of: the server and the contract it serializes with. */
const measured = ['apps/server', 'packages/contract'];

export interface CodeVersion {
  commit: string;
  /** Uncommitted changes under the measured folders: the figures belong to no commit. */
  dirty: boolean;
}

function git(args: string[]): string {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8', timeout: 10_000 }).trim();
}

/**
 * The commit being measured. Children load the server from source when they start, so a commit
 * landing during a run would mix versions: the runner reads this before and after each scenario.
 */
export function codeVersion(): CodeVersion | undefined {
  try {
    return {
      commit: git(['rev-parse', '--short=12', 'HEAD']),
      dirty: git(['status', '--porcelain', '--', ...measured]) !== '',
    };
  } catch {
    return undefined;
  }
}

export function describeVersion(v: CodeVersion | undefined): string {
  return v ? `${v.commit}${v.dirty ? ' with uncommitted changes' : ''}` : 'unknown (no git)';
}

export function sameVersion(a: CodeVersion | undefined, b: CodeVersion | undefined): boolean {
  return a?.commit === b?.commit && a?.dirty === b?.dirty;
}
