/**
 * Paying back (part of) a payment at the provider, and what its answer means for the shop:
 * 190 (paid back) and 79x (on its way: a refund by transfer waits for the bank) are accepted,
 * anything else is refused with the provider's own words. A call that gets no answer (a timeout,
 * a broken connection) has no verdict: the provider may have paid it back, so it is `unanswered`
 * and settled later by asking the provider what it paid back (decision 77). A call the provider
 * turned away (keys refused, an error answer) is a refusal, in words for the operator without the
 * request's secrets.
 */
import type { FastifyBaseLogger } from 'fastify';
import { type BuckarooClient, BuckarooError } from './buckaroo-client.ts';
import {
  BUCKAROO_STATUS,
  type BuckarooRefundRequest,
  type BuckarooTransactionResponse,
} from './buckaroo-types.ts';

/** The provider's verdict on a refund. */
export type ProviderRefundVerdict =
  | { accepted: true; transactionKey: string | null }
  | { accepted: false; reason: string; transactionKey?: string }
  | { accepted: null; reason: string };

/** A refund at the provider: the shop's terms in, the verdict out. */
export type ProviderRefund = (request: {
  currency: string;
  /** Cents. */
  amount: number;
  invoice: string;
  originalTransactionKey: string;
  /** The payment's service (its first, when the shopper could choose). */
  serviceCode: string;
}) => Promise<ProviderRefundVerdict>;

/** The refund call of a Buckaroo client (the test provider speaks the same protocol). */
export function providerRefund(
  client: Pick<BuckarooClient, 'refund'>,
  log: FastifyBaseLogger,
): ProviderRefund {
  return async (request) => {
    const body: BuckarooRefundRequest = {
      Currency: request.currency,
      AmountCredit: request.amount / 100,
      Invoice: request.invoice,
      Description: `Refund ${request.invoice}`,
      OriginalTransactionKey: request.originalTransactionKey,
      Services: {
        ServiceList: [{ Name: request.serviceCode.split(',')[0] ?? '', Action: 'Refund' }],
      },
    };
    let answer: BuckarooTransactionResponse;
    try {
      answer = await client.refund(body);
    } catch (error) {
      if (!(error instanceof BuckarooError)) throw error;
      log.warn({ err: error, invoice: request.invoice }, 'a refund call failed');
      if (error.kind === 'unreachable') return { accepted: null, reason: failureOf(error) };
      return { accepted: false, reason: failureOf(error) };
    }
    const code = answer.Status.Code.Code;
    const accepted =
      code === BUCKAROO_STATUS.SUCCESS ||
      (code >= BUCKAROO_STATUS.PENDING_INPUT && code <= BUCKAROO_STATUS.ON_HOLD);
    if (accepted) return { accepted: true, transactionKey: answer.Key };
    return { accepted: false, reason: reasonOf(answer), transactionKey: answer.Key };
  };
}

/**
 * What the provider has paid back of a payment in all, in cents (its amount less what it can still
 * pay back); null when the provider cannot be asked now.
 */
export type ProviderRefunded = (payment: {
  transactionKey: string;
  /** Cents the payment took. */
  amount: number;
}) => Promise<number | null>;

export function providerRefunded(
  client: Pick<BuckarooClient, 'refundInfo'>,
  log: FastifyBaseLogger,
): ProviderRefunded {
  return async (payment) => {
    try {
      const info = await client.refundInfo(payment.transactionKey);
      return Math.max(0, payment.amount - Math.round(info.MaximumRefundAmount * 100));
    } catch (error) {
      if (!(error instanceof BuckarooError)) throw error;
      log.warn({ err: error }, 'asking the provider about refunds failed');
      return null;
    }
  };
}

/** The provider's own words on a refused refund: its request errors, else its status. */
function reasonOf(answer: BuckarooTransactionResponse): string {
  const errors = answer.RequestErrors;
  const messages = [
    ...(errors?.ChannelErrors ?? []),
    ...(errors?.ServiceErrors ?? []),
    ...(errors?.ActionErrors ?? []),
    ...(errors?.ParameterErrors ?? []),
    ...(errors?.CustomParameterErrors ?? []),
  ].map((error) => error.ErrorMessage);
  if (messages.length > 0) return messages.join(' ').slice(0, 300);
  const status = answer.Status;
  const words = status.SubCode?.Description || status.Code.Description;
  return (words || `status ${status.Code.Code}`).slice(0, 300);
}

function failureOf(error: BuckarooError): string {
  switch (error.kind) {
    case 'unreachable':
      return 'the payment provider did not answer; the shop asks it what it paid back';
    case 'refused':
      return "the payment provider refused the shop's keys";
    default:
      return `the payment provider answered an error${error.status ? ` (HTTP ${error.status})` : ''}`;
  }
}
