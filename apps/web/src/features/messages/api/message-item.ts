import type { Message } from '@vazife/contract';
import { apiRequest } from '../../../lib/api-client';
import { messageItemPath } from './apply-event';

/**
 * One message as the lists show it: what an event left out (a file's link, a long text). Not
 * checked against the schema here: this module comes with the dashboard shell, which loads no zod.
 */
export function fetchMessageItem(id: string): Promise<Message> {
  return apiRequest<Message>(messageItemPath(id));
}
