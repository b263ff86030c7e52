import { toBool } from '../../db/dialect.js';
import { notificationTexts } from './notification-texts.js';
import { notify, type NotifyDeps } from './notifications.service.js';

/**
 * Someone joined a company (registration with its code, or the join call) and waits for approval:
 * the employer hears of it. Called after the join has committed, so a failure here is reported
 * and swallowed: the join itself succeeded and its answer must say so. Anyone else is let through.
 */
export async function notifyJoinRequest(
  deps: NotifyDeps,
  person: { id: string; name: string; company_id: string | null; is_approved: boolean | number },
  onError: (error: unknown) => void,
): Promise<void> {
  if (!person.company_id || toBool(person.is_approved)) return;
  await notify(
    deps,
    person.company_id,
    { roles: ['isveren'], except: person.id },
    notificationTexts.employeePending(person.name, person.id),
  ).catch(onError);
}
