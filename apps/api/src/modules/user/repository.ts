/**
 * All SQL of the accounts: customers (with their addresses) and the mailed secrets
 * (customer_challenges: password reset links, one-time login codes, e-mail confirmation and undo
 * links, stored only as hashes).
 * A customer is live until their account is deleted; reads of a customer see live ones only.
 */
import { type Executor, type ShopDatabase, schema } from '@shop/db';
import { and, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';

export type CustomerRow = typeof schema.customers.$inferSelect;
export type NewCustomer = typeof schema.customers.$inferInsert;
export type CustomerChanges = Partial<NewCustomer>;
export type ChallengeKind =
  | 'reset_password'
  | 'one_time_password'
  | 'confirm_email'
  | 'undo_email_change';

const c = schema.customers;
const ch = schema.customerChallenges;

/** What `updateCustomer` answers when the new e-mail address belongs to another customer. */
export const EMAIL_TAKEN = 'email-taken';

/** A mailed secret to store: `email` is the address a confirmation or undo link is about. */
export interface NewChallenge {
  id: string;
  kind: ChallengeKind;
  customerId: number;
  codeHash: string | null;
  expiresAt: Date;
  email?: string | null;
}

export class UserRepository {
  constructor(private readonly shop: ShopDatabase) {}

  /** Runs `work` in one transaction. */
  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return this.shop.db.transaction(work);
  }

  async customerById(id: number, tx?: Executor): Promise<CustomerRow | null> {
    const [row] = await (tx ?? this.shop.db)
      .select()
      .from(c)
      .where(and(eq(c.id, id), isNull(c.deletedAt)));
    return row ?? null;
  }

  async customerByEmail(email: string, tx?: Executor): Promise<CustomerRow | null> {
    const [row] = await (tx ?? this.shop.db)
      .select()
      .from(c)
      .where(and(eq(c.email, email), isNull(c.deletedAt)));
    return row ?? null;
  }

  /**
   * The id of the live account that confirmed this address, its row held (FOR SHARE) until `tx` ends: an
   * account deletion running meanwhile waits for `tx`, or has already changed the row and it is
   * not found.
   */
  async customerIdByEmailHeld(email: string, tx: Executor): Promise<number | null> {
    const [row] = await tx
      .select({ id: c.id })
      .from(c)
      .where(and(eq(c.email, email), isNull(c.deletedAt), isNotNull(c.emailConfirmedAt)))
      .for('share');
    return row?.id ?? null;
  }

  /**
   * Whether a customer row with this id exists, erased accounts included (their rows stay so
   * that orders keep a customer to point at).
   */
  async customerRowExists(id: number, tx?: Executor): Promise<boolean> {
    const [row] = await (tx ?? this.shop.db).select({ id: c.id }).from(c).where(eq(c.id, id));
    return row !== undefined;
  }

  /** Whether any customer other than `customerId` has the e-mail address. */
  async emailUsedByOther(email: string, customerId: number, tx?: Executor): Promise<boolean> {
    const [taken] = await (tx ?? this.shop.db)
      .select({ id: c.id })
      .from(c)
      .where(and(eq(c.email, email), ne(c.id, customerId)));
    return taken !== undefined;
  }

  /** Stores a new customer; null when the e-mail address is taken meanwhile. */
  async insertCustomer(customer: NewCustomer, tx?: Executor): Promise<CustomerRow | null> {
    const [created] = await (tx ?? this.shop.db)
      .insert(c)
      .values(customer)
      .onConflictDoNothing({ target: c.email })
      .returning();
    return created ?? null;
  }

  /**
   * Changes a live customer; the changed row, null when the customer is gone, or EMAIL_TAKEN
   * when the new e-mail address was taken meanwhile.
   */
  async updateCustomer(
    id: number,
    changes: CustomerChanges,
    tx?: Executor,
  ): Promise<CustomerRow | null | typeof EMAIL_TAKEN> {
    try {
      const [row] = await (tx ?? this.shop.db)
        .update(c)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(and(eq(c.id, id), isNull(c.deletedAt)))
        .returning();
      return row ?? null;
    } catch (error) {
      if (isUniqueViolation(error)) return EMAIL_TAKEN;
      throw error;
    }
  }

  /**
   * Sets a password. A password is only ever set after the mailbox was proven (a reset link, or
   * a login by code before a first password), so the account is claimed too.
   */
  async setPasswordHash(id: number, passwordHash: string, tx?: Executor): Promise<void> {
    await (tx ?? this.shop.db)
      .update(c)
      .set({ passwordHash, unclaimed: false, updatedAt: sql`now()` })
      .where(eq(c.id, id));
  }

  /** Marks an unclaimed account claimed; whether it was unclaimed (only one claim counts). */
  async claimCustomer(id: number, tx?: Executor): Promise<boolean> {
    const claimed = await (tx ?? this.shop.db)
      .update(c)
      .set({ unclaimed: false, updatedAt: sql`now()` })
      .where(and(eq(c.id, id), eq(c.unclaimed, true)))
      .returning({ id: c.id });
    return claimed.length > 0;
  }

  /**
   * Empties a customer's personal fields and marks them deleted. The row stays, with
   * `placeholderEmail`, so that orders keep a customer id to point at.
   */
  async eraseCustomer(id: number, placeholderEmail: string, tx?: Executor): Promise<void> {
    await (tx ?? this.shop.db)
      .update(c)
      .set({
        email: placeholderEmail,
        firstname: '',
        lastname: '',
        passwordHash: null,
        addresses: [],
        pushNotificationToken: null,
        pendingEmail: null,
        emailConfirmedAt: null,
        deletedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(c.id, id));
  }

  /** Stores a new mailed secret and ends the customer's open ones of the same kind. */
  async replaceChallenge(challenge: NewChallenge, tx?: Executor): Promise<void> {
    await this.endChallenges(challenge.customerId, [challenge.kind], tx);
    await this.insertChallenge(challenge, tx);
  }

  /** Stores a new mailed secret beside the customer's open ones. */
  async insertChallenge(challenge: NewChallenge, tx?: Executor): Promise<void> {
    await (tx ?? this.shop.db).insert(ch).values(challenge);
  }

  /** Ends a customer's open mailed secrets of these kinds. */
  async endChallenges(
    customerId: number,
    kinds: readonly ChallengeKind[],
    tx?: Executor,
  ): Promise<void> {
    await (tx ?? this.shop.db)
      .update(ch)
      .set({ usedAt: sql`now()` })
      .where(and(eq(ch.customerId, customerId), inArray(ch.kind, [...kinds]), isNull(ch.usedAt)));
  }

  /**
   * Uses up an open mailed link of a kind that has not expired by the shop's clock `now`: the
   * customer it belongs to and the address it names, or null when there is no such link.
   */
  async useLink(
    tokenHash: string,
    kind: 'confirm_email' | 'undo_email_change',
    now: Date,
    tx: Executor,
  ): Promise<{ customerId: number; email: string } | null> {
    const [used] = await tx
      .update(ch)
      .set({ usedAt: now })
      .where(
        and(
          eq(ch.id, tokenHash),
          eq(ch.kind, kind),
          isNull(ch.usedAt),
          sql`${ch.expiresAt} > ${now.toISOString()}::timestamptz`,
          isNotNull(ch.email),
        ),
      )
      .returning({ customerId: ch.customerId, email: ch.email });
    return used?.email ? { customerId: used.customerId, email: used.email } : null;
  }

  /** A live customer's row, locked until `tx` ends. */
  async lockCustomer(id: number, tx: Executor): Promise<CustomerRow | null> {
    const [row] = await tx
      .select()
      .from(c)
      .where(and(eq(c.id, id), isNull(c.deletedAt)))
      .for('update');
    return row ?? null;
  }

  /**
   * Marks `email` confirmed when it is still the customer's address (first confirmation only);
   * whether the customer has that address.
   */
  async markEmailConfirmed(id: number, email: string, now: Date, tx: Executor): Promise<boolean> {
    const rows = await tx
      .update(c)
      .set({
        emailConfirmedAt: sql`coalesce(${c.emailConfirmedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(and(eq(c.id, id), eq(c.email, email), isNull(c.deletedAt)))
      .returning({ id: c.id });
    return rows.length > 0;
  }

  /**
   * Uses up an open, unexpired reset link of the live customer with `email`; that customer's
   * id, or null when there is no such link.
   */
  async useResetToken(tokenHash: string, email: string, tx?: Executor): Promise<number | null> {
    const [used] = await (tx ?? this.shop.db)
      .update(ch)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(ch.id, tokenHash),
          eq(ch.kind, 'reset_password'),
          isNull(ch.usedAt),
          sql`${ch.expiresAt} > now()`,
          sql`${ch.customerId} = (SELECT id FROM customers WHERE email = ${email} AND deleted_at IS NULL)`,
        ),
      )
      .returning({ customerId: ch.customerId });
    return used?.customerId ?? null;
  }

  /**
   * Checks one guess at an open one-time code in one statement: the row lock orders parallel
   * guesses, and each one sees the count the guess before left, so no more than `maxAttempts`
   * guesses are ever checked. A right guess uses the code up, and so does the last wrong one.
   * Null when the request has no open code.
   */
  async guessOneTimeCode(
    requestId: string,
    codeHash: string,
    maxAttempts: number,
    tx?: Executor,
  ): Promise<{ customerId: number; matched: boolean } | null> {
    const [guess] = await (tx ?? this.shop.db)
      .update(ch)
      .set({
        failedAttempts: sql`${ch.failedAttempts} + CASE WHEN ${ch.codeHash} = ${codeHash} THEN 0 ELSE 1 END`,
        usedAt: sql`CASE WHEN ${ch.codeHash} = ${codeHash} OR ${ch.failedAttempts} + 1 >= ${maxAttempts} THEN now() ELSE NULL END`,
      })
      .where(
        and(
          eq(ch.id, requestId),
          eq(ch.kind, 'one_time_password'),
          isNull(ch.usedAt),
          sql`${ch.expiresAt} > now()`,
        ),
      )
      .returning({
        customerId: ch.customerId,
        matched: sql<boolean>`${ch.codeHash} = ${codeHash}`,
      });
    return guess ?? null;
  }

  async deleteChallengesOf(customerId: number, tx?: Executor): Promise<void> {
    await (tx ?? this.shop.db).delete(ch).where(eq(ch.customerId, customerId));
  }
}

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } })?.code ??
    (error as { cause?: { code?: unknown } })?.cause?.code;
  return code === '23505';
}
