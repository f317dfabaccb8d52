/**
 * All SQL of the forms passed on to another system (form_submissions): storing a submission
 * once per submission id, reading it back, claiming due rows for one forwarder (FOR UPDATE SKIP
 * LOCKED under a lease, so two processes never forward one row twice) and recording how a
 * forward went.
 */
import { type ShopDatabase, schema } from '@shop/db';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../lib/sql.ts';

const f = schema.formSubmissions;

type SubmissionStatus = 'pending' | 'forwarded' | 'refused' | 'failed';

export interface StoredSubmission {
  id: number;
  kind: string;
  submissionId: string;
  storeCode: string;
  payload: Record<string, unknown>;
  status: SubmissionStatus;
  attempts: number;
  createdAt: Date;
}

/** A row as a forwarder claimed it (the query's column names). */
interface ClaimedRow {
  id: number;
  kind: string;
  submission_id: string;
  store_code: string;
  payload: Record<string, unknown>;
  status: SubmissionStatus;
  attempts: number;
  created_at: Date | string;
}

export class FormSubmissionRepository {
  constructor(private readonly shop: ShopDatabase) {}

  /**
   * Stores a submission unless its id is stored already (then null). `claimUntil` set: the
   * caller forwards it at once, so it holds the row's lease and its first attempt.
   */
  async insert(submission: {
    kind: string;
    submissionId: string;
    storeCode: string;
    payload: Record<string, unknown>;
    now: Date;
    claimUntil: Date | null;
  }): Promise<StoredSubmission | null> {
    const [row] = await this.shop.db
      .insert(f)
      .values({
        kind: submission.kind,
        submissionId: submission.submissionId,
        storeCode: submission.storeCode,
        payload: submission.payload,
        createdAt: submission.now,
        nextAttemptAt: submission.now,
        lockedUntil: submission.claimUntil,
        attempts: submission.claimUntil ? 1 : 0,
      })
      .onConflictDoNothing({ target: f.submissionId })
      .returning();
    return row ? stored(row) : null;
  }

  /** Requests not yet passed on to the form endpoint: the retry queue's depth. */
  async countPending(): Promise<number> {
    const [row] = await rowsOf<{ pending: number }>(
      this.shop,
      sql`SELECT count(*)::int AS pending FROM form_submissions WHERE status = 'pending'`,
    );
    return row?.pending ?? 0;
  }

  async find(submissionId: string): Promise<StoredSubmission | null> {
    const [row] = await this.shop.db.select().from(f).where(eq(f.submissionId, submissionId));
    return row ? stored(row) : null;
  }

  /**
   * Claims up to `limit` pending rows due at `now` whose lease is free or ran out: each gets a
   * lease until `leaseUntil` and one attempt more. Rows another forwarder holds are skipped.
   */
  async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<StoredSubmission[]> {
    const rows = await rowsOf<ClaimedRow>(
      this.shop,
      sql`
      UPDATE form_submissions SET locked_until = ${leaseUntil}, attempts = attempts + 1
      WHERE id IN (
        SELECT id FROM form_submissions
        WHERE status = 'pending' AND next_attempt_at <= ${now}
          AND (locked_until IS NULL OR locked_until <= ${now})
        ORDER BY id LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)
      RETURNING id, kind, submission_id, store_code, payload, status, attempts, created_at`,
    );
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      submissionId: row.submission_id,
      storeCode: row.store_code,
      payload: row.payload,
      status: row.status,
      attempts: row.attempts,
      createdAt: new Date(row.created_at),
    }));
  }

  async markForwarded(id: number, at: Date): Promise<void> {
    await this.shop.db
      .update(f)
      .set({ status: 'forwarded', forwardedAt: at, lockedUntil: null, lastError: null })
      .where(eq(f.id, id));
  }

  /** The endpoint refused the submission: kept with its reason, never sent again. */
  async markRefused(id: number, reason: string): Promise<void> {
    await this.shop.db
      .update(f)
      .set({ status: 'refused', lockedUntil: null, lastError: reason })
      .where(eq(f.id, id));
  }

  /** A forward that did not get through: tried again at `retryAt`, or given up (failed). */
  async markUnsent(
    id: number,
    outcome: { givenUp: boolean; retryAt: Date; error: string },
  ): Promise<void> {
    await this.shop.db
      .update(f)
      .set({
        status: outcome.givenUp ? 'failed' : 'pending',
        nextAttemptAt: outcome.retryAt,
        lockedUntil: null,
        lastError: outcome.error,
      })
      .where(eq(f.id, id));
  }
}

function stored(row: typeof f.$inferSelect): StoredSubmission {
  return {
    id: row.id,
    kind: row.kind,
    submissionId: row.submissionId,
    storeCode: row.storeCode,
    payload: row.payload,
    status: row.status,
    attempts: row.attempts,
    createdAt: row.createdAt,
  };
}
