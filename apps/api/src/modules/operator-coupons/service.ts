/**
 * The back office's coupons (decision 76): made with their limits and dates by the catalogue
 * role (it sets the prices; owners too), disabled, listed. The rules of a new coupon are core's
 * (`newCouponProblem`); the cart applies them as it applies every sales rule. Every change is
 * audited in its own transaction.
 */
import type { AdminCoupon, AdminCouponCreateBody } from '@shop/contracts';
import { fromCents, newCouponProblem, toCents } from '@shop/core';
import type { RecordChange } from '../../lib/audit.ts';
import { DomainError, notFound } from '../../lib/errors.ts';
import type { CouponRow, OperatorCouponRepository } from './repository.ts';

const PROBLEM_KEYS = {
  percent_range: 'couponadmin.percent_range',
  amount_required: 'couponadmin.amount_required',
  window: 'couponadmin.window',
} as const;

export class OperatorCouponService {
  constructor(private readonly deps: { repository: OperatorCouponRepository }) {}

  async create(input: AdminCouponCreateBody, record: RecordChange): Promise<AdminCoupon> {
    const kind = input.kind;
    // A percentage is stored as itself, a fixed amount in cents; free shipping takes none.
    const amount = kind === 'percent' ? input.amount : kind === 'fixed' ? toCents(input.amount) : 0;
    const fromDate = input.from === undefined ? null : new Date(input.from);
    const toDate = input.to === undefined ? null : new Date(input.to);
    const problem = newCouponProblem({ kind, amount, fromDate, toDate });
    if (problem) {
      throw new DomainError('invalid', PROBLEM_KEYS[problem.problem], {}, { field: problem.field });
    }
    const code = input.code.toUpperCase();
    const { repository } = this.deps;
    return repository.transaction(async (tx) => {
      const taken = () =>
        new DomainError('conflict', 'couponadmin.code_taken', { code }, { field: 'code' });
      if (await repository.codeTaken(code, tx)) throw taken();
      const row = await repository.insert(
        {
          couponCode: code,
          name: input.name,
          kind,
          amount,
          minSubtotal: toCents(input.min_subtotal),
          fromDate,
          toDate,
          usageLimit: input.usage_limit ?? null,
          active: true,
        },
        tx,
      );
      if (!row) throw taken();
      const view = couponView(row);
      await record(couponChange('coupon.create', row.id, null, view), tx);
      return view;
    });
  }

  /** Disables a coupon: carts holding it lose it at their next check, orders refuse it. */
  async disable(couponId: number, record: RecordChange): Promise<AdminCoupon> {
    const { repository } = this.deps;
    return repository.transaction(async (tx) => {
      const current = await repository.byId(couponId, tx, { lock: true });
      if (!current) throw notFound('couponadmin.not_found', { couponId });
      if (!current.active) return couponView(current);
      const row = await repository.disable(couponId, tx);
      if (!row) throw notFound('couponadmin.not_found', { couponId });
      const after = couponView(row);
      await record(couponChange('coupon.disable', couponId, couponView(current), after), tx);
      return after;
    });
  }

  async list(query: {
    q?: string | undefined;
    personal: 'true' | 'false';
    page: number;
    size: number;
  }) {
    const { rows, total } = await this.deps.repository.page(
      { q: query.q, personal: query.personal === 'true' },
      { offset: (query.page - 1) * query.size, limit: query.size },
    );
    return { items: rows.map(couponView), total, page: query.page, size: query.size };
  }
}

function couponView(row: CouponRow): AdminCoupon {
  const kind = row.kind;
  return {
    id: row.id,
    code: row.couponCode,
    name: row.name,
    kind,
    amount: kind === 'fixed' ? fromCents(row.amount) : row.amount,
    min_subtotal: fromCents(row.minSubtotal),
    from: row.fromDate?.toISOString() ?? null,
    to: row.toDate?.toISOString() ?? null,
    usage_limit: row.usageLimit,
    times_used: row.timesUsed,
    active: row.active,
    personal: row.email !== null,
    created_at: row.createdAt.toISOString(),
  };
}

function couponChange(action: string, id: number, before: unknown, after: unknown) {
  return { action, entityType: 'coupon', entityId: String(id), before, after };
}
