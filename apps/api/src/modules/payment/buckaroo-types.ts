/**
 * The parts of Buckaroo's JSON API the shop uses: starting a transaction, asking its status, and
 * the push Buckaroo sends to the shop when the status changes. Amounts are decimal euros, as on
 * the wire. The built-in test provider answers the same shapes.
 */
import type { PaymentOutcome } from '@shop/core';

/** A name/value pair of a service or of the transaction (Buckaroo's "Parameters"). */
export interface BuckarooParameter {
  Name: string;
  Value: string;
  GroupType?: string;
  GroupID?: string;
}

export interface BuckarooService {
  /** The service (payment method) name, e.g. 'ideal', 'paypal', 'transfer'. */
  Name: string;
  Action: string;
  Parameters?: BuckarooParameter[];
}

/** POST {api}/json/Transaction */
export interface BuckarooTransactionRequest {
  Currency: string;
  AmountDebit: number;
  /** The shop's order number (increment id). */
  Invoice: string;
  Order?: string;
  Description: string;
  ClientIP?: { Type: 0 | 1; Address: string };
  ReturnURL: string;
  ReturnURLCancel: string;
  ReturnURLError: string;
  ReturnURLReject: string;
  PushURL: string;
  PushURLFailure?: string;
  /** Lets the shopper pick the service on Buckaroo's page (credit card brands, gift cards). */
  ServicesSelectableByClient?: string;
  ContinueOnIncomplete?: 0 | 1;
  Services?: { ServiceList: BuckarooService[] };
}

/**
 * POST {api}/json/Transaction that pays back (part of) a successful payment: the same call as a
 * payment, with AmountCredit instead of AmountDebit, the original payment's key and its service
 * with the action Refund. The answer is a transaction of its own (its key and status).
 */
export interface BuckarooRefundRequest {
  Currency: string;
  AmountCredit: number;
  /** The shop's order number (the original payment's invoice). */
  Invoice: string;
  Description?: string;
  OriginalTransactionKey: string;
  PushURL?: string;
  Services: { ServiceList: BuckarooService[] };
}

/**
 * Buckaroo's status codes: 190 success; 490, 491, 492 failed, validation failure,
 * technical failure; 690 rejected; 790–793 pending; 890, 891 cancelled by the consumer or the
 * merchant.
 */
interface BuckarooStatus {
  Code: { Code: number; Description: string };
  SubCode?: { Code: string; Description: string } | null;
  DateTime: string;
}

interface BuckarooRequiredAction {
  RedirectURL: string;
  RequestedInformation?: unknown;
  PayRemainderDetails?: unknown;
  /** 'Redirect' in the JSON API. */
  Name: string;
  /** The SOAP-era spelling of Name, which the storefront also reads. */
  Type?: string;
  TypeDeprecated?: number;
}

/** The answer to a transaction request and to a status request. */
export interface BuckarooTransactionResponse {
  Key: string;
  Status: BuckarooStatus;
  RequiredAction: BuckarooRequiredAction | null;
  Services?: BuckarooService[] | null;
  CustomParameters?: unknown;
  AdditionalParameters?: unknown;
  RequestErrors?: {
    ChannelErrors?: { Service?: string; Action?: string; Name: string; ErrorMessage: string }[];
    ServiceErrors?: { Name: string; ErrorMessage: string }[];
    ActionErrors?: { Service: string; Name: string; ErrorMessage: string }[];
    ParameterErrors?: { Service: string; Action: string; Name: string; ErrorMessage: string }[];
    CustomParameterErrors?: { Name: string; ErrorMessage: string }[];
  } | null;
  Invoice: string;
  ServiceCode: string | null;
  IsTest: boolean;
  Currency: string;
  AmountDebit: number;
  /** What a refund paid back (decimal euros); absent or 0 on payments. */
  AmountCredit?: number;
  TransactionType?: string | null;
  MutationType?: number;
  RelatedTransactions?: unknown;
  ConsumerMessage?: {
    MustRead: boolean;
    CultureName: string;
    Title: string;
    PlainText: string;
    HtmlText: string;
  } | null;
  Order?: string | null;
  IssuingCountry?: string | null;
  StartRecurrent?: boolean;
  Recurring?: boolean;
  CustomerName?: string | null;
  PayerHash?: string | null;
  PaymentKey?: string | null;
}

/** The JSON push Buckaroo posts to PushURL, signed like a request (HMAC header). */
export interface BuckarooPush {
  Transaction: BuckarooTransactionResponse;
}

/** Buckaroo's status code groups. */
export const BUCKAROO_STATUS = {
  SUCCESS: 190,
  FAILED: 490,
  VALIDATION_FAILURE: 491,
  TECHNICAL_FAILURE: 492,
  REJECTED: 690,
  PENDING_INPUT: 790,
  PENDING_PROCESSING: 791,
  AWAITING_CONSUMER: 792,
  ON_HOLD: 793,
  CANCELLED_BY_USER: 890,
  CANCELLED_BY_MERCHANT: 891,
} as const;

/** What a Buckaroo status code means for the shop's payment (the outcome core's rules apply). */
export function paymentOutcomeOf(code: number): PaymentOutcome {
  if (code === 190) return 'paid';
  if (code >= 790 && code <= 793) return 'pending';
  if (code === 690) return 'rejected';
  if (code === 890 || code === 891) return 'canceled';
  return 'failed';
}

/** Buckaroo's descriptions of its status codes, as they appear in Status.Code.Description. */
export const BUCKAROO_STATUS_DESCRIPTIONS: Readonly<Record<number, string>> = {
  190: 'Success',
  490: 'Failed',
  491: 'Validation failure',
  492: 'Technical failure',
  690: 'Rejected',
  790: 'Pending input',
  791: 'Pending processing',
  792: 'Awaiting consumer',
  793: 'On hold',
  890: 'Cancelled by user',
  891: 'Cancelled by merchant',
};

/**
 * The iDEAL issuers (banks) by BIC, for the shop's bank choice. iDEAL 2.0 lets the shopper pick
 * the bank on its own page, so sending an issuer is optional; a sent one must be on this list.
 */
export const IDEAL_ISSUERS: readonly { code: string; name: string }[] = [
  { code: 'ABNANL2A', name: 'ABN AMRO' },
  { code: 'ASNBNL21', name: 'ASN Bank' },
  { code: 'BUNQNL2A', name: 'bunq' },
  { code: 'INGBNL2A', name: 'ING' },
  { code: 'KNABNL2H', name: 'Knab' },
  { code: 'RABONL2U', name: 'Rabobank' },
  { code: 'RBRBNL21', name: 'RegioBank' },
  { code: 'REVOLT21', name: 'Revolut' },
  { code: 'SNSBNL2A', name: 'SNS' },
  { code: 'TRIONL2U', name: 'Triodos Bank' },
  { code: 'FVLBNL22', name: 'Van Lanschot Kempen' },
  { code: 'NTSBDEB1', name: 'N26' },
  { code: 'NNBANL2G', name: 'Nationale-Nederlanden' },
  { code: 'BITSNL2A', name: 'Yoursafe' },
];
