/** The SQL of operators, their sessions, operator keys and the audit log. */
import { type Executor, type ShopDatabase, schema } from '@shop/db';
import { and, count, desc, eq, gte, inArray, lt, ne, or, sql } from 'drizzle-orm';

export type OperatorRow = typeof schema.operators.$inferSelect;
export type OperatorSessionRow = typeof schema.operatorSessions.$inferSelect;
export type OperatorKeyRow = typeof schema.operatorKeys.$inferSelect;
export type AuditRow = typeof schema.operatorAudit.$inferSelect;
export type NewAuditRow = Omit<typeof schema.operatorAudit.$inferInsert, 'id'>;

export interface AuditFilter {
  operatorId?: number | undefined;
  keyId?: number | undefined;
  action?: string | undefined;
  entityType?: string | undefined;
  entityId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

const o = schema.operators;
const s = schema.operatorSessions;
const k = schema.operatorKeys;
const a = schema.operatorAudit;

export class OperatorRepository {
  constructor(private readonly shop: ShopDatabase) {}

  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return this.shop.db.transaction(work);
  }

  // ------------------------------------------------------------------ operators

  async byEmail(email: string, tx?: Executor): Promise<OperatorRow | null> {
    const [row] = await (tx ?? this.shop.db)
      .select()
      .from(o)
      .where(sql`lower(${o.email}) = lower(${email})`);
    return row ?? null;
  }

  async byId(id: number, tx?: Executor, options: { lock?: boolean } = {}) {
    const query = (tx ?? this.shop.db).select().from(o).where(eq(o.id, id));
    const [row] = options.lock ? await query.for('update') : await query;
    return row ?? null;
  }

  async list(): Promise<OperatorRow[]> {
    return this.shop.db.select().from(o).orderBy(o.id);
  }

  /** Null when the e-mail address is taken (the unique index decides). */
  async insert(
    operator: Pick<OperatorRow, 'email' | 'name' | 'passwordHash' | 'totpSecret' | 'roles'>,
    now: Date,
    tx?: Executor,
  ): Promise<OperatorRow | null> {
    const [row] = await (tx ?? this.shop.db)
      .insert(o)
      .values({ ...operator, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    return row ?? null;
  }

  async update(
    id: number,
    change: Partial<
      Pick<OperatorRow, 'name' | 'roles' | 'enabled' | 'passwordHash' | 'totpSecret'>
    > & {
      totpLastStep?: number | null;
    },
    now: Date,
    tx?: Executor,
  ): Promise<OperatorRow | null> {
    const [row] = await (tx ?? this.shop.db)
      .update(o)
      .set({ ...change, updatedAt: now })
      .where(eq(o.id, id))
      .returning();
    return row ?? null;
  }

  /** The ids of the enabled owners, held until the transaction ends. */
  async enabledOwnerIds(tx: Executor): Promise<number[]> {
    const rows = await tx
      .select({ id: o.id })
      .from(o)
      .where(and(eq(o.enabled, true), sql`'owner' = ANY(${o.roles})`))
      .for('update');
    return rows.map((row) => row.id);
  }

  /**
   * Takes a code's time step when it is after the last one taken: false when it is not (the code
   * was used, or a later one was): two logins with one code at once take it once.
   */
  async takeTotpStep(id: number, step: number): Promise<boolean> {
    const rows = await this.shop.db
      .update(o)
      .set({ totpLastStep: step })
      .where(and(eq(o.id, id), sql`(${o.totpLastStep} IS NULL OR ${o.totpLastStep} < ${step})`))
      .returning({ id: o.id });
    return rows.length > 0;
  }

  // ------------------------------------------------------------------ sessions

  async insertSession(session: Omit<OperatorSessionRow, 'id'>, tx?: Executor): Promise<void> {
    await (tx ?? this.shop.db).insert(s).values(session);
  }

  async sessionByHash(tokenHash: string): Promise<OperatorSessionRow | null> {
    const [row] = await this.shop.db.select().from(s).where(eq(s.tokenHash, tokenHash));
    return row ?? null;
  }

  async touchSession(id: number, now: Date): Promise<void> {
    await this.shop.db.update(s).set({ lastSeenAt: now }).where(eq(s.id, id));
  }

  /** Deletes a session; whether it was there (a challenge is used once). */
  async deleteSession(id: number, tx?: Executor): Promise<boolean> {
    const rows = await (tx ?? this.shop.db).delete(s).where(eq(s.id, id)).returning({ id: s.id });
    return rows.length > 0;
  }

  async deleteSessionsOf(operatorId: number, tx?: Executor): Promise<void> {
    await (tx ?? this.shop.db).delete(s).where(eq(s.operatorId, operatorId));
  }

  /** Ends every session and challenge of an operator but `keepSessionId` (the caller's own). */
  async deleteOtherSessionsOf(
    operatorId: number,
    keepSessionId: number,
    tx?: Executor,
  ): Promise<void> {
    await (tx ?? this.shop.db)
      .delete(s)
      .where(and(eq(s.operatorId, operatorId), ne(s.id, keepSessionId)));
  }

  /** Deletes sessions past their end or idle since `idleBefore`. */
  async purgeSessions(now: Date, idleBefore: Date): Promise<number> {
    const rows = await this.shop.db
      .delete(s)
      .where(sql`${s.expiresAt} <= ${now} OR ${s.lastSeenAt} <= ${idleBefore}`)
      .returning({ id: s.id });
    return rows.length;
  }

  // ------------------------------------------------------------------ keys

  /** The enabled keys of a hash (one key may be configured for several roles). */
  async keysByHash(keyHash: string): Promise<OperatorKeyRow[]> {
    return this.shop.db
      .select()
      .from(k)
      .where(and(eq(k.keyHash, keyHash), eq(k.enabled, true)))
      .orderBy(k.id);
  }

  /**
   * Whether an enabled key could open a call: a made key with one of `roles`, or the key of the
   * call's own setting.
   */
  async anyKeyFor(roles: readonly string[], setting: string): Promise<boolean> {
    const [row] = await this.shop.db
      .select({ id: k.id })
      .from(k)
      .where(
        and(
          eq(k.enabled, true),
          or(and(eq(k.source, 'made'), inArray(k.role, [...roles])), eq(k.label, setting)),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** Stores a key by its label (a new hash or role replaces the old); enabled. */
  async upsertKey(key: Pick<OperatorKeyRow, 'label' | 'keyHash' | 'role' | 'source'>) {
    await this.shop.db
      .insert(k)
      .values(key)
      .onConflictDoUpdate({
        target: k.label,
        set: { keyHash: key.keyHash, role: key.role, source: key.source, enabled: true },
      });
  }

  /** Every key, setting and made, oldest first. */
  async listKeys(): Promise<OperatorKeyRow[]> {
    return this.shop.db.select().from(k).orderBy(k.id);
  }

  async keyById(id: number, tx?: Executor, options: { lock?: boolean } = {}) {
    const query = (tx ?? this.shop.db).select().from(k).where(eq(k.id, id));
    const [row] = options.lock ? await query.for('update') : await query;
    return row ?? null;
  }

  /** A key made in the back office; null when its label is taken (the unique index decides). */
  async insertMadeKey(
    key: Pick<OperatorKeyRow, 'label' | 'keyHash' | 'role'>,
    now: Date,
    tx: Executor,
  ): Promise<OperatorKeyRow | null> {
    const [row] = await tx
      .insert(k)
      .values({ ...key, source: 'made', enabled: true, createdAt: now })
      .onConflictDoNothing()
      .returning();
    return row ?? null;
  }

  async setKeyEnabled(id: number, enabled: boolean, tx: Executor): Promise<OperatorKeyRow | null> {
    const [row] = await tx.update(k).set({ enabled }).where(eq(k.id, id)).returning();
    return row ?? null;
  }

  /** Disables the key of a label (kept: audit entries point at it). */
  async disableKey(label: string): Promise<void> {
    await this.shop.db.update(k).set({ enabled: false }).where(eq(k.label, label));
  }

  // ------------------------------------------------------------------ audit

  async insertAudit(entry: NewAuditRow, tx?: Executor): Promise<void> {
    await (tx ?? this.shop.db).insert(a).values(entry);
  }

  /** One page of audit entries, newest first, and how many match. */
  async auditPage(
    filter: AuditFilter,
    page: { offset: number; limit: number },
  ): Promise<{ rows: AuditRow[]; total: number }> {
    const conditions = [
      filter.operatorId === undefined ? undefined : eq(a.operatorId, filter.operatorId),
      filter.keyId === undefined ? undefined : eq(a.operatorKeyId, filter.keyId),
      filter.action === undefined ? undefined : eq(a.action, filter.action),
      filter.entityType === undefined ? undefined : eq(a.entityType, filter.entityType),
      filter.entityId === undefined ? undefined : eq(a.entityId, filter.entityId),
      filter.from === undefined ? undefined : gte(a.at, filter.from),
      filter.to === undefined ? undefined : lt(a.at, filter.to),
    ];
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      this.shop.db
        .select()
        .from(a)
        .where(where)
        .orderBy(desc(a.at), desc(a.id))
        .limit(page.limit)
        .offset(page.offset),
      this.shop.db.select({ total: count() }).from(a).where(where),
    ]);
    return { rows, total: total?.total ?? 0 };
  }
}
