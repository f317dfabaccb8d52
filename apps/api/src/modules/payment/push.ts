/** The provider's signed status push: checked over its exact bytes, then applied. */
import { DomainError } from '../../lib/errors.ts';
import { verifyBuckarooHmac } from './buckaroo-hmac.ts';
import type { BuckarooPush } from './buckaroo-types.ts';
import { type PaymentContext, pushUrlOf } from './context.ts';
import type { ReportedAmount } from './options.ts';
import { type ProviderStatus, reportedAmountOf } from './provider-status.ts';

export class PaymentPush {
  constructor(
    private readonly access: PaymentContext,
    private readonly status: ProviderStatus,
  ) {}

  /**
   * The provider's signed status push, checked over its exact bytes: 401 for a missing, wrong
   * or old signature, 400 for a body that is not a push or speaks of other money than the
   * payment's, 404 for a transaction the shop does not know (the provider tries again).
   */
  async receivePush(authorization: string | undefined, body: string): Promise<void> {
    if (!(await this.isSignedPush(authorization, body))) {
      this.access.options.log.warn(
        {},
        'a payment push with a missing, wrong or old signature was refused',
      );
      throw new DomainError('unauthorized', 'payment.push_signature');
    }
    const push = readPush(body);
    const verdict = await this.status.applyStatus(push.key, push.code, push.reported);
    // Kept for the back office: which pushes came, and what the shop made of each.
    await this.access.payments.recordPush(
      { transactionKey: push.key, statusCode: push.code, verdict },
      this.access.now(),
    );
    if (verdict === 'unknown') {
      this.access.options.log.warn({ key: push.key }, 'a payment push for an unknown transaction');
      throw new DomainError('not_found', 'payment.push_unknown');
    }
    if (verdict === 'mismatch') {
      throw new DomainError('invalid', 'payment.push_amount_mismatch');
    }
  }

  private async isSignedPush(authorization: string | undefined, body: string): Promise<boolean> {
    return verifyBuckarooHmac(await this.access.options.credentials(), authorization, {
      method: 'POST',
      url: pushUrlOf(this.access.options.publicUrl),
      body,
      maxSkewSeconds: this.access.options.pushMaxAgeSeconds,
    });
  }
}

/** The transaction key, status code and money of a push body; 400 when it is not a push. */
function readPush(body: string): { key: string; code: number; reported: ReportedAmount } {
  let push: BuckarooPush;
  try {
    push = JSON.parse(body) as BuckarooPush;
  } catch {
    throw new DomainError('invalid', 'payment.push_not_json');
  }
  const key = push?.Transaction?.Key;
  const code = push?.Transaction?.Status?.Code?.Code;
  if (typeof key !== 'string' || typeof code !== 'number') {
    throw new DomainError('invalid', 'payment.push_incomplete');
  }
  return { key, code, reported: reportedAmountOf(push.Transaction) };
}
