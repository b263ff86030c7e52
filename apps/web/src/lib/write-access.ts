import {
  allowedWhileExpired,
  canManageCompany,
  subscriptionAllowsWrites,
  subscriptionStatusAt,
  type Company,
  type WriteCall,
} from '@vazife/contract';
import { useMyCompany } from './my-company';
import { useSession } from './session';

/**
 * Why a write would be refused now, or null when it would not: the company's subscription has
 * ended (the server answers 402 to every write but those of contract `writesWhileExpired`). The
 * employer may renew it; the staff are told to ask her.
 */
export type WriteBlock = { kind: 'expired'; employer: boolean } | null;

/** Whether the company's subscription has ended now (past its end date, whether or not stored so). */
export function subscriptionEnded(company: Company, now = new Date()): boolean {
  return !subscriptionAllowsWrites(
    subscriptionStatusAt(company.subscription_status, company.subscription_end_date, now),
  );
}

export function writeBlockOf(call: WriteCall, company: Company | undefined, employer: boolean, now = new Date()) {
  if (!company || allowedWhileExpired(call) || !subscriptionEnded(company, now)) return null;
  return { kind: 'expired', employer } satisfies WriteBlock;
}

/**
 * Whether the signed-in member may make `call` now, read from their company (the query the banner
 * shows; a 402 asks it again): the one place every control that writes asks
 * (components/write-area.tsx, the messages' composer).
 */
export function useWriteBlock(call: WriteCall): WriteBlock {
  const user = useSession()?.user;
  const member = Boolean(user?.company_id && user.is_approved);
  const company = useMyCompany(member);
  const employer = Boolean(user && canManageCompany({ role: user.role, approved: user.is_approved }));
  return writeBlockOf(call, member ? company.data : undefined, employer);
}
