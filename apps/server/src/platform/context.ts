import type { Role, SubscriptionStatus } from '@vazife/contract';

/** Who is acting: put on the request by the auth plugin, handed to every service. */
export interface Actor {
  userId: string;
  companyId: string | null;
  role: Role;
  approved: boolean;
  companyStatus: SubscriptionStatus | null;
}

export interface Ctx {
  actor: Actor;
  /** The version the caller's token carries (and their download grants are signed with). */
  tokenVersion: number;
  /** The session of the caller's token (signing out on this device ends it); absent on older tokens. */
  sessionId?: string;
  /**
   * The modules' version counters of the actor's company or of the actor, read along with the
   * actor, by name (platform/version-counters.ts): checking a kept answer then costs no second
   * query. Absent outside a request.
   */
  versions?: Readonly<Record<string, string>>;
}

/** A signed-in, approved member of a company: what company calls work with. */
export interface MemberCtx extends Ctx {
  actor: Actor & { companyId: string; approved: true };
}

/**
 * A company's work that no member does: a job's pass over the company, a notification another
 * module's step asks for, a live event's audience. Company queries take it where a request takes
 * the member's context (db/scope.ts), and it carries nothing a permission could be read from.
 */
export interface SystemCtx {
  companyId: string;
}

export interface AdminCtx {
  adminId: string;
}
