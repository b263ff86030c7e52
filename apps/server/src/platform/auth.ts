import { errors, subscriptionAllowsWrites, subscriptionStatusAt } from '@vazife/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CompiledQuery, sql, type InferResult } from 'kysely';
import { toBool } from '../db/dialect.js';
import type { Actor, AdminCtx, Ctx, MemberCtx } from './context.js';
import { AppError } from './errors.js';
import { bearerToken } from './tokens.js';
import { VersionCounters } from './version-counters.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A write a company whose subscription has ended may still make (signing out, marking read,
     * buying a subscription): every other call that is not a read answers 402 then.
     */
    whileExpired?: boolean;
  }
  interface FastifyRequest {
    ctx: Ctx | undefined;
    adminCtx: AdminCtx | undefined;
  }
  interface FastifyInstance {
    /** Any signed-in user, approved or not, with or without a company. */
    authenticate(request: FastifyRequest): Promise<void>;
    /** An approved member of a company whose account is not suspended. */
    requireMember(request: FastifyRequest): Promise<void>;
    requireAdmin(request: FastifyRequest): Promise<void>;
    /** requireMember for a file link's download grant (`?dl=…`) instead of a bearer token. */
    requireMemberByGrant(request: FastifyRequest, grant: string): Promise<void>;
  }
}

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A call that creates or changes data, and is not one of those an ended subscription still allows. */
function writes(request: FastifyRequest): boolean {
  return !readMethods.has(request.method) && request.routeOptions.config.whileExpired !== true;
}

const unauthenticated = () => new AppError(401, errors.notAuthenticated);
const expired = () => new AppError(401, errors.sessionExpired);
/** The token's version is behind: every session was ended (elsewhere, or a password change). */
const endedElsewhere = () => new AppError(401, errors.sessionEndedElsewhere);

// Markers the actor lookup is compiled with, replaced by each call's values.
const userIdMarker = '\u0000user';
const sessionIdMarker = '\u0000session';

/**
 * Checks the bearer token and loads the actor fresh on every request: role, approval and
 * company come from the database, and a token whose version is behind is refused.
 * Routes run these as `onRequest` hooks, before the body is read and validated: an anonymous
 * caller gets 401 (not a validation answer), and no upload is taken in from a stranger.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  const { db } = app.deps.database;
  app.decorateRequest('ctx', undefined);
  app.decorateRequest('adminCtx', undefined);
  // Modules register their counters here as they are registered, after this plugin.
  app.decorate('versionCounters', new VersionCounters());

  // Every signed-in call runs this lookup: its SQL is compiled once, at the first call (when every
  // module has registered its counters), and run with each user's id and session, which spares
  // Kysely building the query again (about 20 µs, 7 % of a small call's CPU).
  const actorColumns = () =>
    db
      .selectFrom('users')
      .leftJoin('companies', 'companies.id', 'users.company_id')
      // A session signed out on its own device (migration 0011).
      .leftJoin('ended_sessions', (join) =>
        join.onRef('ended_sessions.user_id', '=', 'users.id').on('ended_sessions.sid', '=', sessionIdMarker),
      )
      .select(['users.id', 'users.company_id', 'users.role', 'users.is_approved', 'users.token_version'])
      .select(['companies.subscription_status', 'companies.subscription_end_date'])
      .select('ended_sessions.sid as ended_sid');
  type ActorRow = InferResult<ReturnType<typeof actorColumns>>[number] & Record<`v${number}`, unknown>;

  function compileActorLookup() {
    const counters = app.versionCounters.sealed();
    const lookup = counters
      .reduce(
        (query, counter, i) =>
          query
            .leftJoin(sql.table(counter.table).as(`v${i}`), (join) =>
              join.on(
                sql.ref(`v${i}.${counter.keyedBy}`),
                '=',
                sql.ref(counter.keyedBy === 'user_id' ? 'users.id' : 'users.company_id'),
              ),
            )
            .select(sql.ref<unknown>(`v${i}.${counter.column}`).as(`v${i}`)),
        actorColumns(),
      )
      .where('users.id', '=', userIdMarker)
      .compile();
    const parameterOrder = lookup.parameters.map((p) =>
      p === userIdMarker ? 'user' : p === sessionIdMarker ? 'session' : undefined,
    );
    if (parameterOrder.length !== 2 || !parameterOrder.includes('user') || !parameterOrder.includes('session'))
      throw new Error('the actor lookup must take the user id and the session id alone');
    return { sql: lookup.sql, parameterOrder, counters };
  }
  let actorLookup: ReturnType<typeof compileActorLookup> | undefined;

  interface Loaded {
    actor: Actor;
    tokenVersion: number;
    versions: Record<string, string>;
    /** The session asked about was signed out on its device. */
    sessionEnded: boolean;
  }

  /** The actor as the database has them now, and the token version their tokens must carry. */
  async function loadActor(userId: string, sessionId = ''): Promise<Loaded | undefined> {
    const lookup = (actorLookup ??= compileActorLookup());
    const parameters = lookup.parameterOrder.map((p) => (p === 'user' ? userId : sessionId));
    const { rows } = await db.executeQuery<ActorRow>(CompiledQuery.raw(lookup.sql, parameters));
    const row = rows[0];
    if (!row) return undefined;
    const actor: Actor = {
      userId: row.id,
      companyId: row.company_id,
      role: row.role,
      approved: toBool(row.is_approved),
      // Past the end date the subscription has ended, whether or not the expiry job has run.
      companyStatus:
        row.subscription_status && subscriptionStatusAt(row.subscription_status, row.subscription_end_date),
    };
    const versions = Object.fromEntries(
      lookup.counters.map((counter, i) => [counter.name, String(row[`v${i}`] ?? counter.fallback)]),
    );
    return { actor, tokenVersion: row.token_version, versions, sessionEnded: row.ended_sid !== null };
  }

  /**
   * Every signed-in call passes here, before its body is read: a suspended company's people are
   * refused everything (their tokens stop working), and a company whose subscription has ended
   * may read but not write (402), but for the writes marked `whileExpired`.
   */
  function admit(request: FastifyRequest, { actor, tokenVersion, versions }: Loaded, sessionId?: string) {
    if (actor.companyStatus === 'suspended')
      throw new AppError(403, actor.role === 'isveren' ? errors.companySuspendedEmployer : errors.companySuspended);
    if (writes(request) && !subscriptionAllowsWrites(actor.companyStatus))
      throw new AppError(402, errors.subscriptionExpired);
    request.ctx = { actor, tokenVersion, versions, ...(sessionId ? { sessionId } : {}) };
  }

  function requireMembership(actor: Actor) {
    if (!actor.companyId) throw new AppError(403, errors.noCompany);
    if (!actor.approved) throw new AppError(403, errors.pendingApproval);
  }

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthenticated();
    const claims = await app.deps.tokens.verify('vazife:user', token);
    if (!claims) throw expired();
    const loaded = await loadActor(claims.sub, claims.sid);
    if (!loaded || loaded.sessionEnded) throw expired();
    if (loaded.tokenVersion !== claims.ver) throw endedElsewhere();
    admit(request, loaded, claims.sid);
  });

  app.decorate('requireMember', async (request: FastifyRequest) => {
    await app.authenticate(request);
    requireMembership(request.ctx!.actor);
  });

  app.decorate('requireMemberByGrant', async (request: FastifyRequest, grant: string) => {
    const { grants } = app.deps;
    const read = grants.read(grant);
    const loaded = read && (await loadActor(read.userId, read.sessionId));
    const companyId = loaded?.actor.companyId;
    // 401 like an expired session: a grant is the session's credential for files.
    if (!loaded || !companyId || loaded.sessionEnded || !grants.verify(grant, companyId, loaded.tokenVersion))
      throw new AppError(401, errors.fileLinkExpired);
    admit(request, loaded, read.sessionId);
    requireMembership(loaded.actor);
  });

  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthenticated();
    const claims = await app.deps.tokens.verify('vazife:admin', token);
    if (!claims) throw expired();
    const admin = await db
      .selectFrom('super_admins')
      .select(['id', 'token_version'])
      .where('id', '=', claims.sub)
      .executeTakeFirst();
    if (!admin || admin.token_version !== claims.ver) throw expired();
    request.adminCtx = { adminId: admin.id };
  });
});

/** The ctx of a signed-in user; routes behind `authenticate` only. */
export function userCtx(request: FastifyRequest): Ctx {
  if (!request.ctx) throw unauthenticated();
  return request.ctx;
}

/** The ctx of an approved company member; routes behind `requireMember` only. */
export function memberCtx(request: FastifyRequest): MemberCtx {
  const ctx = userCtx(request);
  if (!ctx.actor.companyId || !ctx.actor.approved) throw new AppError(403, errors.pendingApproval);
  return ctx as MemberCtx;
}

export function adminCtx(request: FastifyRequest): AdminCtx {
  if (!request.adminCtx) throw unauthenticated();
  return request.adminCtx;
}
