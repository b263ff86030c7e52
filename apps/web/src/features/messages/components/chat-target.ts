import type { ChatTarget } from '../api/keys';

/** The open chat lives in the address (`?user=<id>` or `?group=<id>`): links, reloads and the back button keep it. */
export function targetFromParams(params: URLSearchParams): ChatTarget | null {
  const group = params.get('group');
  if (group) return { kind: 'group', id: group };
  const user = params.get('user');
  return user ? { kind: 'user', id: user } : null;
}

export function paramsFor(target: ChatTarget): Record<string, string> {
  return { [target.kind]: target.id };
}
