import type { FastifyBaseLogger } from 'fastify';
import { toBool } from '../../db/dialect.js';
import type { UserRow } from '../../db/types.js';
import { notifyJoinRequest, type NotifyDeps } from '../notifications/index.js';

/**
 * What follows a join request once it has committed (registration with a company code, or the
 * join call), in one place for both: the employer's list of people awaiting approval refetches
 * (live event `employee.pending`), and the employer's bell gets a notification. A failure of the
 * notification is logged and swallowed, since the join itself succeeded and its answer must say so.
 * Anyone not waiting for a company's approval (an employer, or no company) is let through.
 */
export async function announceJoinRequest(deps: NotifyDeps, person: UserRow, log: FastifyBaseLogger): Promise<void> {
  if (!person.company_id || toBool(person.is_approved)) return;
  deps.bus.publish(
    { kind: 'roles', companyId: person.company_id, roles: ['isveren'] },
    { type: 'employee.pending', user_id: person.id },
  );
  await notifyJoinRequest(deps, person, (error) => log.error({ err: error }, 'join notification not written'));
}
