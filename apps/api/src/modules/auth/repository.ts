/**
 * All SQL of the auth module: customer sessions, their refresh tokens (stored only as their
 * SHA-256), the access token secret kept in shop_meta, and the purge of what can never work
 * again. A session is live while it is neither revoked nor expired and its customer exists.
 */
import { type Executor, keepShopMeta, type ShopDatabase, schema } from '@shop/db';
import { and, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../lib/sql.ts';

const s = schema.customerSessions;
const r = schema.refreshTokens;

export class AuthRepository {
  constructor(private readonly shop: ShopDatabase) {}

  /** Runs `work` in one transaction. */
  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return this.shop.db.transaction(work);
  }

  /** Stores a new session with its first refresh token. */
  async openSession(
    session: { id: string; customerId: number; expiresAt: Date },
    refreshTokenHash: string,
    tx?: Executor,
  ): Promise<void> {
    const db = tx ?? this.shop.db;
    await db.insert(s).values(session);
    await this.addRefreshToken(session.id, refreshTokenHash, db);
  }

  async addRefreshToken(sessionId: string, tokenHash: string, tx?: Executor): Promise<void> {
    await (tx ?? this.shop.db).insert(r).values({ tokenHash, sessionId });
  }

  /** Marks an unused refresh token used; its session id, or null when unknown or used before. */
  async useRefreshToken(tokenHash: string, tx?: Executor): Promise<string | null> {
    const [used] = await (tx ?? this.shop.db)
      .update(r)
      .set({ usedAt: sql`now()` })
      .where(and(eq(r.tokenHash, tokenHash), isNull(r.usedAt)))
      .returning({ sessionId: r.sessionId });
    return used?.sessionId ?? null;
  }

  /** The session of a refresh token, used or not; null for a token never issued. */
  async sessionOfRefreshToken(tokenHash: string, tx?: Executor): Promise<string | null> {
    const [known] = await (tx ?? this.shop.db)
      .select({ sessionId: r.sessionId })
      .from(r)
      .where(eq(r.tokenHash, tokenHash));
    return known?.sessionId ?? null;
  }

  /** The customer of a live session, or null. */
  async liveSessionCustomer(
    sessionId: string,
    tx?: Executor,
  ): Promise<{ customerId: number; groupId: number } | null> {
    const [session] = await (tx ?? this.shop.db)
      .select({ customerId: schema.customers.id, groupId: schema.customers.groupId })
      .from(s)
      .innerJoin(schema.customers, eq(schema.customers.id, s.customerId))
      .where(
        and(
          eq(s.id, sessionId),
          isNull(s.revokedAt),
          sql`${s.expiresAt} > now()`,
          isNull(schema.customers.deletedAt),
        ),
      );
    return session ?? null;
  }

  /**
   * The current group of the customer of a live session that belongs to `customerId`, or null
   * (the check of every access token: one statement on the hot path).
   */
  async liveSessionGroup(
    sessionId: string,
    customerId: number,
    tx?: Executor,
  ): Promise<number | null> {
    const [row] = await rowsOf<{ group_id: number }>(
      this.shop,
      sql`
      SELECT c.group_id FROM customer_sessions s JOIN customers c ON c.id = s.customer_id
      WHERE s.id = ${sessionId} AND s.customer_id = ${customerId}
        AND s.revoked_at IS NULL AND s.expires_at > now() AND c.deleted_at IS NULL`,
      tx,
    );
    return row ? Number(row.group_id) : null;
  }

  async closeSession(sessionId: string, tx?: Executor): Promise<void> {
    await this.closeWhere(eq(s.id, sessionId), tx);
  }

  /** Closes every open session of a customer, except `keepSessionId` when given. */
  async closeSessionsOf(customerId: number, keepSessionId?: string, tx?: Executor): Promise<void> {
    await this.closeWhere(
      and(eq(s.customerId, customerId), keepSessionId ? ne(s.id, keepSessionId) : undefined),
      tx,
    );
  }

  /**
   * Deletes sessions (with their refresh tokens) that expired or were closed more than
   * `graceSeconds` ago; answers how many.
   */
  async deleteEndedSessions(graceSeconds: number, tx?: Executor): Promise<number> {
    const cutoff = cutoffOf(graceSeconds);
    const deleted = await (tx ?? this.shop.db)
      .delete(s)
      .where(sql`${s.expiresAt} < ${cutoff} OR ${s.revokedAt} < ${cutoff}`)
      .returning({ id: s.id });
    return deleted.length;
  }

  /** Deletes mailed secrets past their lifetime by more than `graceSeconds`; answers how many. */
  async deleteExpiredChallenges(graceSeconds: number, tx?: Executor): Promise<number> {
    const c = schema.customerChallenges;
    const deleted = await (tx ?? this.shop.db)
      .delete(c)
      .where(sql`${c.expiresAt} < ${cutoffOf(graceSeconds)}`)
      .returning({ id: c.id });
    return deleted.length;
  }

  /**
   * The secret stored under `key`: `candidate` when none was stored yet (the first process to
   * ask stores its own), else the one stored before; null only if the row cannot be read back.
   */
  async keepSecret(key: string, candidate: string, tx?: Executor): Promise<string | null> {
    return keepShopMeta(tx ?? this.shop.db, key, candidate);
  }

  private async closeWhere(where: SQL | undefined, tx?: Executor): Promise<void> {
    await (tx ?? this.shop.db)
      .update(s)
      .set({ revokedAt: sql`now()` })
      .where(and(where, isNull(s.revokedAt)));
  }
}

function cutoffOf(graceSeconds: number): SQL {
  return sql`now() - make_interval(secs => ${graceSeconds})`;
}
