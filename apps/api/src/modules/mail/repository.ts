/**
 * All SQL of the mail outbox (mail_outbox): writing a mail, claiming due rows for one sender
 * (FOR UPDATE SKIP LOCKED under a lease, so several processes never send one mail twice) and
 * recording how a delivery went.
 */
import { type Executor, type ShopDatabase, schema } from '@shop/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf } from '../../lib/sql.ts';
import type { AccountMail, MailLanguage } from './templates.ts';

const o = schema.mailOutbox;

/** An outbox row as a sender claimed it (the query's column names). */
export interface ClaimedMail {
  id: number;
  kind: AccountMail['kind'];
  recipient: string;
  data: Record<string, unknown>;
  store_code: string;
  language: MailLanguage;
  /** Deliveries tried, this one included. */
  attempts: number;
}

export class MailRepository {
  constructor(private readonly shop: ShopDatabase) {}

  /** Mails not sent yet (pending, due or waiting for a retry): the outbox's depth. */
  async countPending(): Promise<number> {
    const [row] = await rowsOf<{ pending: number }>(
      this.shop,
      sql`SELECT count(*)::int AS pending FROM mail_outbox WHERE status = 'pending'`,
    );
    return row?.pending ?? 0;
  }

  /** Writes a pending mail, due at `dueAt`. */
  async insert(
    mail: {
      kind: AccountMail['kind'];
      recipient: string;
      data: Record<string, unknown>;
      storeCode: string;
      language: MailLanguage;
      dueAt: Date;
    },
    tx?: Executor,
  ): Promise<void> {
    const { dueAt, ...values } = mail;
    await (tx ?? this.shop.db).insert(o).values({ ...values, nextAttemptAt: dueAt });
  }

  /**
   * Deletes the pending (unsent) mails of these kinds whose data names `orderNumber`; how many.
   * A mail already sent stays on record.
   */
  async deletePendingOrderMails(
    kinds: readonly AccountMail['kind'][],
    orderNumber: string,
    tx?: Executor,
  ): Promise<number> {
    const rows = await (tx ?? this.shop.db)
      .delete(o)
      .where(
        and(
          inArray(o.kind, [...kinds]),
          sql`${o.status} = 'pending' AND ${o.data}->>'orderNumber' = ${orderNumber}`,
        ),
      )
      .returning({ id: o.id });
    return rows.length;
  }

  /**
   * Claims up to `limit` pending rows due at `now` whose lease is free or ran out: each gets a
   * lease until `leaseUntil` and one attempt more. Rows another sender is claiming are skipped.
   */
  async claimDue(
    now: Date,
    leaseUntil: Date,
    limit: number,
    tx?: Executor,
  ): Promise<ClaimedMail[]> {
    return rowsOf<ClaimedMail>(
      this.shop,
      sql`
      UPDATE mail_outbox SET locked_until = ${leaseUntil}, attempts = attempts + 1
      WHERE id IN (
        SELECT id FROM mail_outbox
        WHERE status = 'pending' AND next_attempt_at <= ${now}
          AND (locked_until IS NULL OR locked_until <= ${now})
        ORDER BY id LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)
      RETURNING id, kind, recipient, data, store_code, language, attempts`,
      tx,
    );
  }

  /** Records a delivered mail; `keptData`: what its row keeps instead of its data (null: all). */
  async markSent(
    id: number,
    sentAt: Date,
    keptData: Record<string, unknown> | null = null,
    tx?: Executor,
  ): Promise<void> {
    await (tx ?? this.shop.db)
      .update(o)
      .set({
        status: 'sent',
        sentAt,
        lockedUntil: null,
        lastError: null,
        ...(keptData ? { data: keptData } : {}),
      })
      .where(eq(o.id, id));
  }

  /** Records a failed delivery: tried again at `retryAt`, or given up (status failed). */
  async markFailed(
    id: number,
    failure: { givenUp: boolean; retryAt: Date; error: string },
    tx?: Executor,
  ): Promise<void> {
    await (tx ?? this.shop.db)
      .update(o)
      .set({
        status: failure.givenUp ? 'failed' : 'pending',
        nextAttemptAt: failure.retryAt,
        lockedUntil: null,
        lastError: failure.error,
      })
      .where(eq(o.id, id));
  }
}
