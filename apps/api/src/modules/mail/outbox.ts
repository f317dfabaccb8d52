/**
 * The mail outbox. A mail is a row written in the same transaction as what it reports (the
 * order, the account, the login code, the reset link): it exists exactly when that committed.
 * After the commit the caller wakes the sender, which delivers due rows through the Mailer
 * (files or SMTP) outside any request: a slow or failing mail server never fails or delays an
 * order or an account call. A failed delivery is tried again later with a growing pause, up to
 * a limit; then the row is marked failed and logged.
 *
 * Several shop processes may share one PostgreSQL database: a sender claims due rows with
 * FOR UPDATE SKIP LOCKED and a lease (`locked_until`), so no mail is sent twice, and a claim of
 * a sender that died expires and is taken over. Besides being woken, each process looks now
 * and then (`pollMs`) for rows other processes left or whose retry is due.
 *
 * A sent row stays on record; one that carried a gift card code keeps it masked (sent-data.ts).
 */
import type { Executor, ShopDatabase } from '@shop/db';
import type { Mailer } from './mailer.ts';
import { type ClaimedMail, MailRepository } from './repository.ts';
import { dataKeptWhenSent } from './sent-data.ts';
import type { AccountMail, MailLanguage } from './templates.ts';

/** Where a mail goes and in which store view's language. */
export interface MailView {
  code: string;
  language: MailLanguage;
}

export interface MailOutboxOptions {
  mailer: Mailer;
  log: {
    warn: (object: object, message: string) => void;
    error: (object: object, message: string) => void;
  };
  now?: () => Date;
  /** Deliveries of one mail before it is given up (default 8). */
  maxAttempts?: number;
  /** Pause before the first retry, doubled after each failure up to an hour (default 30 s). */
  retryBaseMs?: number;
  /** How long a claimed row is left to its sender (default 5 minutes). */
  leaseMs?: number;
  /** How often the sender looks for due rows without being woken (default 30 s; 0: never). */
  pollMs?: number;
  /** Rows claimed at once. */
  batchSize?: number;
}

const HOUR_MS = 3_600_000;

export class MailOutbox {
  #running: Promise<void> | null = null;
  #again = false;
  #timer: NodeJS.Timeout | undefined;
  #closed = false;
  readonly #mails: MailRepository;

  constructor(
    shop: ShopDatabase,
    private readonly options: MailOutboxOptions,
  ) {
    this.#mails = new MailRepository(shop);
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  /** Mails not sent yet (for the metrics). */
  pending(): Promise<number> {
    return this.#mails.countPending();
  }

  /**
   * Writes a mail into the outbox with `exec`: pass the transaction of what the mail reports.
   * Call `wake()` once that transaction committed.
   */
  async enqueue(exec: Executor, to: string, mail: AccountMail, view: MailView): Promise<void> {
    const { kind, ...data } = mail;
    await this.#mails.insert(
      {
        kind,
        recipient: to,
        data,
        storeCode: view.code,
        language: view.language,
        dueAt: this.now(),
      },
      exec,
    );
  }

  /**
   * Withdraws the unsent confirmation or received notice of an order that is canceled before it
   * went out, in the transaction `exec` that cancels it. Answers how many were withdrawn. (Such
   * an order has no gift notices to birth list parents: an order paid through the provider
   * writes them only once its money is confirmed.)
   */
  withdrawOrderMails(exec: Executor, orderNumber: string): Promise<number> {
    return this.#mails.deletePendingOrderMails(
      ['order_confirmation', 'order_received'],
      orderNumber,
      exec,
    );
  }

  /** Delivers the due mails soon, without keeping the caller waiting. */
  wake(): void {
    if (this.#closed) return;
    void this.deliverDue().catch((error) =>
      this.options.log.warn({ err: error }, 'delivering mails failed; they wait for the next run'),
    );
  }

  /**
   * Delivers every due mail; resolves when this run is done. A call while a run is going
   * makes that run look once more instead of starting a second one.
   */
  deliverDue(): Promise<void> {
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    this.#running = (async () => {
      try {
        do {
          this.#again = false;
          while ((await this.deliverBatch()) > 0 && !this.#closed) {
            // Until no due row is left.
          }
        } while (this.#again && !this.#closed);
      } finally {
        this.#running = null;
      }
    })();
    return this.#running;
  }

  /** Starts looking for due mails now and then (retries, rows of other processes). */
  start(): void {
    const pollMs = this.options.pollMs ?? 30_000;
    if (pollMs <= 0 || this.#timer) return;
    this.#timer = setInterval(() => this.wake(), pollMs);
    this.#timer.unref();
    this.wake();
  }

  /** Stops looking and waits for a delivery under way. */
  async close(): Promise<void> {
    this.#closed = true;
    clearInterval(this.#timer);
    await this.#running?.catch(() => {});
  }

  /** Claims and delivers one batch of due rows; answers how many were claimed. */
  private async deliverBatch(): Promise<number> {
    const now = this.now();
    const leaseUntil = new Date(now.getTime() + (this.options.leaseMs ?? 300_000));
    const claimed = await this.#mails.claimDue(now, leaseUntil, this.options.batchSize ?? 20);
    for (const row of claimed) {
      if (this.#closed) break;
      await this.deliverOne(row);
    }
    return claimed.length;
  }

  private async deliverOne(row: ClaimedMail): Promise<void> {
    try {
      await this.options.mailer.sendAccountMail(
        row.recipient,
        { ...row.data, kind: row.kind } as AccountMail,
        { code: row.store_code, language: row.language },
      );
    } catch (error) {
      await this.recordFailure(row, error);
      return;
    }
    // A sent gift card mail keeps its codes masked only (sent-data.ts).
    await this.#mails.markSent(row.id, this.now(), dataKeptWhenSent(row.kind, row.data));
  }

  /**
   * A failed delivery is tried again after a pause that doubles with each attempt (at most an
   * hour), until the attempts are used up; then the mail is given up. Both are logged.
   */
  private async recordFailure(row: ClaimedMail, error: unknown): Promise<void> {
    const givenUp = row.attempts >= (this.options.maxAttempts ?? 8);
    const pause = Math.min(HOUR_MS, (this.options.retryBaseMs ?? 30_000) * 2 ** (row.attempts - 1));
    await this.#mails.markFailed(row.id, {
      givenUp,
      retryAt: new Date(this.now().getTime() + pause),
      error: error instanceof Error ? error.message.slice(0, 500) : String(error),
    });
    const facts = { err: error, mail: row.id, kind: row.kind, attempts: row.attempts };
    if (givenUp) this.options.log.error(facts, 'a mail could not be sent and is given up');
    else this.options.log.warn(facts, 'a mail could not be sent; it is tried again later');
  }
}
