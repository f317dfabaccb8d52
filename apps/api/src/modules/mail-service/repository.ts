/** All SQL of the contact form's tokens: each is used once (contact_tokens_used). */
import { type Executor, type ShopDatabase, schema } from '@shop/db';
import { lt } from 'drizzle-orm';

const used = schema.contactTokensUsed;

export class ContactTokenRepository {
  constructor(private readonly shop: ShopDatabase) {}

  /** Runs `work` in one transaction. */
  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return this.shop.db.transaction(work);
  }

  /** Marks a token used; false when it was used before. */
  async use(jti: string, expiresAt: Date, tx?: Executor): Promise<boolean> {
    const rows = await (tx ?? this.shop.db)
      .insert(used)
      .values({ jti, expiresAt })
      .onConflictDoNothing({ target: used.jti })
      .returning({ jti: used.jti });
    return rows.length === 1;
  }

  /** Forgets tokens that expired before `now` (they are refused as expired anyway). */
  async purgeExpired(now: Date): Promise<void> {
    await this.shop.db.delete(used).where(lt(used.expiresAt, now));
  }
}
