/**
 * How a change made by an operator or an operator key reaches the audit log: the service that
 * makes the change calls the recorder inside its own transaction, so a change and its entry are
 * stored together or not at all.
 */
import type { Executor } from '@shop/db';

export interface AuditChange {
  /** What was done, as `<area>.<verb>` (review.decide, return.state, operator.create). */
  action: string;
  entityType: string;
  entityId: string;
  /** The entity's relevant fields before the change (null when it is new). */
  before: unknown;
  /** Its fields after the change (null when it is gone). */
  after: unknown;
}

/** Writes one audit entry in the transaction `tx`, for the caller it was made for. */
export type RecordChange = (change: AuditChange, tx: Executor) => Promise<void>;
