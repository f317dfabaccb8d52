/**
 * Customer sessions: a login opens one and answers an access token (short-lived JWT naming the
 * session) plus an opaque refresh token (stored only as its SHA-256). Each refresh uses up its
 * token and answers a new pair; a used token presented again means it was copied, so the whole
 * session is closed. Closing a session ends its access tokens at once (tokens.ts checks it).
 */
import { type Executor, type ShopDatabase, schema } from '@shop/db';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { DomainError } from '../../lib/errors.ts';
import { randomToken, sha256 } from '../../lib/secrets.ts';
import type { TokenService } from './tokens.ts';

export const INVALID_REFRESH_TOKEN_MESSAGE = 'The refresh token is not valid.';

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  sessionId: string;
}

export class SessionService {
  constructor(
    private readonly shop: ShopDatabase,
    private readonly tokens: TokenService,
    private readonly options: { refreshTtlSeconds: number },
  ) {}

  /** Opens a session for a customer and answers its first token pair. */
  async start(customer: { id: number; groupId: number }): Promise<IssuedTokens> {
    const sessionId = randomToken(16);
    const refreshToken = randomToken(32);
    const expiresAt = new Date(Date.now() + this.options.refreshTtlSeconds * 1000);
    await this.shop.db.transaction(async (tx) => {
      await tx
        .insert(schema.customerSessions)
        .values({ id: sessionId, customerId: customer.id, expiresAt });
      await tx.insert(schema.refreshTokens).values({ tokenHash: sha256(refreshToken), sessionId });
    });
    const accessToken = await this.tokens.issueAccessToken({ ...customer, sessionId });
    return { accessToken, refreshToken, sessionId };
  }

  /**
   * Trades a refresh token for a new pair. Unknown, expired or closed: 401. Already used: the
   * session is closed (reuse means a copy exists) and the answer is 401 too.
   */
  async refresh(refreshToken: string): Promise<IssuedTokens> {
    const tokenHash = sha256(refreshToken);
    const outcome = await this.shop.db.transaction(async (tx) => {
      const [used] = await tx
        .update(schema.refreshTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(eq(schema.refreshTokens.tokenHash, tokenHash), isNull(schema.refreshTokens.usedAt)),
        )
        .returning({ sessionId: schema.refreshTokens.sessionId });
      if (!used) {
        const [known] = await tx
          .select({ sessionId: schema.refreshTokens.sessionId })
          .from(schema.refreshTokens)
          .where(eq(schema.refreshTokens.tokenHash, tokenHash));
        if (known) await closeSessions(tx, eq(schema.customerSessions.id, known.sessionId));
        return null;
      }
      const [session] = await tx
        .select({ customerId: schema.customers.id, groupId: schema.customers.groupId })
        .from(schema.customerSessions)
        .innerJoin(schema.customers, eq(schema.customers.id, schema.customerSessions.customerId))
        .where(
          and(
            eq(schema.customerSessions.id, used.sessionId),
            isNull(schema.customerSessions.revokedAt),
            sql`${schema.customerSessions.expiresAt} > now()`,
            isNull(schema.customers.deletedAt),
          ),
        );
      if (!session) return null;
      const next = randomToken(32);
      await tx
        .insert(schema.refreshTokens)
        .values({ tokenHash: sha256(next), sessionId: used.sessionId });
      return { ...session, sessionId: used.sessionId, refreshToken: next };
    });
    if (!outcome) throw new DomainError('unauthorized', INVALID_REFRESH_TOKEN_MESSAGE);
    const accessToken = await this.tokens.issueAccessToken({
      id: outcome.customerId,
      groupId: outcome.groupId,
      sessionId: outcome.sessionId,
    });
    return { accessToken, refreshToken: outcome.refreshToken, sessionId: outcome.sessionId };
  }

  /**
   * Deletes what can never work again: sessions (with their refresh tokens) ended or expired
   * more than `graceSeconds` ago, and mailed secrets past their lifetime by as long. The grace
   * keeps a closed session findable for a while, so a late reuse still reads as a reuse.
   */
  async purgeExpired(graceSeconds = 86_400): Promise<{ sessions: number; challenges: number }> {
    const cutoff = sql`now() - make_interval(secs => ${graceSeconds})`;
    const sessions = await this.shop.db
      .delete(schema.customerSessions)
      .where(
        sql`${schema.customerSessions.expiresAt} < ${cutoff} OR ${schema.customerSessions.revokedAt} < ${cutoff}`,
      )
      .returning({ id: schema.customerSessions.id });
    const challenges = await this.shop.db
      .delete(schema.customerChallenges)
      .where(sql`${schema.customerChallenges.expiresAt} < ${cutoff}`)
      .returning({ id: schema.customerChallenges.id });
    return { sessions: sessions.length, challenges: challenges.length };
  }

  /** Closes one session (logout). */
  async close(sessionId: string): Promise<void> {
    await closeSessions(this.shop.db, eq(schema.customerSessions.id, sessionId));
  }

  /** Closes every session of a customer, except `keepSessionId` when given. */
  async closeAll(customerId: number, keepSessionId?: string, db: Executor = this.shop.db) {
    await closeSessions(
      db,
      and(
        eq(schema.customerSessions.customerId, customerId),
        keepSessionId ? ne(schema.customerSessions.id, keepSessionId) : undefined,
      ),
    );
  }
}

async function closeSessions(db: Executor, where: ReturnType<typeof and>): Promise<void> {
  await db
    .update(schema.customerSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(where, isNull(schema.customerSessions.revokedAt)));
}
