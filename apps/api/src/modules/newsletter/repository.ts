/** All SQL of the newsletter: the subscriptions, one per e-mail address. */
import { type Executor, type ShopDatabase, schema } from '@shop/db';
import { and, eq, or } from 'drizzle-orm';

const n = schema.newsletterSubscriptions;

export type SubscriptionRow = typeof n.$inferSelect;

export class NewsletterRepository {
  constructor(private readonly shop: ShopDatabase) {}

  /** Runs `work` in one transaction. */
  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return this.shop.db.transaction(work);
  }

  /** Whether the address's subscription is active (a pending one is not yet). */
  async isSubscribed(email: string, tx?: Executor): Promise<boolean> {
    const [row] = await (tx ?? this.shop.db)
      .select({ email: n.email })
      .from(n)
      .where(and(eq(n.email, email), eq(n.status, 'active')));
    return row !== undefined;
  }

  /** The address's subscription, locked until the transaction ends; null when none. */
  async lock(email: string, tx: Executor): Promise<SubscriptionRow | null> {
    const [row] = await tx.select().from(n).where(eq(n.email, email)).for('update');
    return row ?? null;
  }

  /**
   * A pending subscription whose newest confirmation link carries `nonce` (a new sign-up or one
   * not confirmed yet); an active subscription is left as it is. Answers the row as it is now.
   */
  async upsertPending(
    subscription: { email: string; customerId: number | null; storeCode: string; nonce: string },
    tx: Executor,
  ): Promise<void> {
    const { nonce, ...values } = subscription;
    await tx
      .insert(n)
      .values({ ...values, status: 'pending', confirmNonce: nonce })
      .onConflictDoUpdate({
        target: n.email,
        set: { confirmNonce: nonce, storeCode: values.storeCode },
        setWhere: eq(n.status, 'pending'),
      });
  }

  /** Makes the address's subscription active now (a new one is made active at once). */
  async activate(
    subscription: { email: string; customerId: number | null; storeCode: string },
    now: Date,
    tx: Executor,
  ): Promise<void> {
    await tx
      .insert(n)
      .values({ ...subscription, status: 'active', confirmedAt: now })
      .onConflictDoUpdate({
        target: n.email,
        set: {
          status: 'active',
          confirmedAt: now,
          confirmNonce: null,
          ...(subscription.customerId !== null ? { customerId: subscription.customerId } : {}),
        },
      });
  }

  async unsubscribe(email: string, tx?: Executor): Promise<void> {
    await (tx ?? this.shop.db).delete(n).where(eq(n.email, email));
  }

  /** Deletes the subscriptions linked to a customer or made with their e-mail address. */
  async deleteOfCustomer(customer: { id: number; email: string }, tx?: Executor): Promise<void> {
    await (tx ?? this.shop.db)
      .delete(n)
      .where(or(eq(n.customerId, customer.id), eq(n.email, customer.email)));
  }
}
