/** All SQL of the newsletter: the subscriptions, one per e-mail address. */
import { type Executor, type ShopDatabase, schema } from '@shop/db';
import { eq, or } from 'drizzle-orm';

const n = schema.newsletterSubscriptions;

export class NewsletterRepository {
  constructor(private readonly shop: ShopDatabase) {}

  async isSubscribed(email: string, tx?: Executor): Promise<boolean> {
    const [row] = await (tx ?? this.shop.db)
      .select({ email: n.email })
      .from(n)
      .where(eq(n.email, email));
    return row !== undefined;
  }

  /** Subscribes an address; an address subscribed before keeps its subscription unchanged. */
  async subscribe(
    subscription: { email: string; customerId: number | null; storeCode: string },
    tx?: Executor,
  ): Promise<void> {
    await (tx ?? this.shop.db)
      .insert(n)
      .values(subscription)
      .onConflictDoNothing({ target: n.email });
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
