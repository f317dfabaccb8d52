/**
 * The pregnancy-box request (secondary-areas §8): a shopper asks for the free box; the shop
 * stores the request once per submission id and passes it on to the mailing platform's form
 * endpoint. The first attempt is made right after the row is stored, while the shopper waits (at
 * most the endpoint's timeout): a refusal is told at once ('Something went wrong', 422, the row
 * kept as refused); an endpoint that does not answer leaves the row pending and the shopper is
 * told it was received, since it is safely stored. The retry step (`forwardDue`, run now and then
 * like the mail outbox) passes pending rows on later with a growing pause, up to a limit.
 *
 * The same submission id again answers what the stored one came to (no second row, no second
 * forward); with other contents it is a conflict.
 */
import type { PregnancyBoxBody, PregnancyBoxResult } from '@shop/contracts';
import { normalizeEmail, normalizePostcode, validatePregnancyBox } from '@shop/core';
import { DomainError, domainError, invalidField } from '../../lib/errors.ts';
import type { FormEndpoint, ForwardOutcome } from './form-endpoint.ts';
import type { FormSubmissionRepository, StoredSubmission } from './repository.ts';

const PREGNANCY_BOX_KIND = 'pregnancy_box';
const HOUR_MS = 3_600_000;

/** A pregnancy-box request as stored: the checked, tidied fields. */
export interface PregnancyBoxPayload {
  firstname: string;
  lastname: string;
  email: string;
  due_date: string;
  street: string;
  housenumber: string;
  housenumber_addition: string;
  postcode: string;
  city: string;
  country_id: string;
  phone: string;
  newsletter: boolean;
  privacy_consent: boolean;
}

export interface PregnancyBoxDeps {
  submissions: FormSubmissionRepository;
  /** The form endpoint; null: requests are only stored. */
  endpoint: FormEndpoint | null;
  now: () => Date;
  log: {
    warn: (object: object, message: string) => void;
    error: (object: object, message: string) => void;
  };
  /** Attempts of one request before it is given up (default 12: about half a day). */
  maxAttempts?: number;
  /** Pause before the first retry, doubled after each failure up to an hour (default 60 s). */
  retryBaseMs?: number;
  /** How long a claimed row is left to its forwarder (default 5 minutes). */
  leaseMs?: number;
  /** How often the retry step runs without being asked (default 60 s; 0: never). */
  pollMs?: number;
}

export class PregnancyBoxService {
  #running: Promise<void> | null = null;
  #timer: NodeJS.Timeout | undefined;
  #closed = false;

  constructor(private readonly deps: PregnancyBoxDeps) {}

  /** Stores a request and forwards it once (see the module comment for the answers). */
  async submit(body: PregnancyBoxBody): Promise<PregnancyBoxResult> {
    const payload = this.checked(body);
    const now = this.deps.now();
    const { endpoint } = this.deps;
    const row = await this.deps.submissions.insert({
      kind: PREGNANCY_BOX_KIND,
      submissionId: body.submission_id,
      storeCode: body.storeCode,
      payload: payload as unknown as Record<string, unknown>,
      now,
      claimUntil: endpoint ? this.leaseFrom(now) : null,
    });
    if (!row) return this.answerOfStored(body.submission_id, payload);
    if (!endpoint) return received(row);
    const status = await this.forward(row, endpoint);
    return answerOf(row, status);
  }

  /**
   * The retry step: forwards every pending request that is due (each claimed under a lease, so
   * another process skips it). Resolves when this run is done; a call during a run waits for it.
   */
  forwardDue(): Promise<void> {
    const { endpoint } = this.deps;
    if (!endpoint) return Promise.resolve();
    this.#running ??= (async () => {
      try {
        for (;;) {
          const now = this.deps.now();
          const claimed = await this.deps.submissions.claimDue(now, this.leaseFrom(now), 20);
          for (const row of claimed) {
            if (this.#closed) return;
            await this.forward(row, endpoint);
          }
          if (claimed.length === 0 || this.#closed) return;
        }
      } finally {
        this.#running = null;
      }
    })();
    return this.#running;
  }

  /** Requests waiting to be passed on (for the metrics). */
  pending(): Promise<number> {
    return this.deps.submissions.countPending();
  }

  /** Runs the retry step now and then (requests left pending, those of other processes). */
  start(): void {
    const pollMs = this.deps.pollMs ?? 60_000;
    if (!this.deps.endpoint || pollMs <= 0 || this.#timer) return;
    this.#timer = setInterval(() => this.runInBackground(), pollMs);
    this.#timer.unref();
    this.runInBackground();
  }

  /** Stops the retry step and waits for a run under way. */
  async close(): Promise<void> {
    this.#closed = true;
    clearInterval(this.#timer);
    await this.#running?.catch(() => {});
  }

  private runInBackground(): void {
    if (this.#closed) return;
    void this.forwardDue().catch((error) =>
      this.deps.log.warn(
        { err: error },
        'forwarding form requests failed; they wait for the next run',
      ),
    );
  }

  /** The body checked by core's rules (400 naming the first field at fault), then tidied. */
  private checked(body: PregnancyBoxBody): PregnancyBoxPayload {
    const fields = {
      ...body,
      housenumber_addition: body.housenumber_addition ?? '',
      phone: body.phone ?? '',
    };
    const [problem] = Object.entries(validatePregnancyBox(fields, this.deps.now()));
    if (problem) throw invalidField(problem[1], problem[0]);
    return {
      firstname: fields.firstname.trim(),
      lastname: fields.lastname.trim(),
      email: normalizeEmail(fields.email),
      due_date: fields.due_date.trim(),
      street: fields.street.trim(),
      housenumber: fields.housenumber.trim(),
      housenumber_addition: fields.housenumber_addition.trim(),
      postcode: normalizePostcode(fields.postcode, fields.country_id),
      city: fields.city.trim(),
      country_id: fields.country_id,
      phone: fields.phone.trim(),
      newsletter: fields.newsletter,
      privacy_consent: fields.privacy_consent,
    };
  }

  /** The answer of a submission id stored before: its outcome, or 409 for other contents. */
  private async answerOfStored(
    submissionId: string,
    payload: PregnancyBoxPayload,
  ): Promise<PregnancyBoxResult> {
    const row = await this.deps.submissions.find(submissionId);
    if (!row) throw new Error(`submission ${submissionId} vanished after its conflict`);
    if (row.kind !== PREGNANCY_BOX_KIND || !samePayload(row.payload, payload)) {
      throw new DomainError(
        'conflict',
        'forms.submission_conflict',
        {},
        { field: 'submission_id' },
      );
    }
    return answerOf(row, row.status);
  }

  /** One attempt at a claimed row; records and answers what came of it. */
  private async forward(row: StoredSubmission, endpoint: FormEndpoint): Promise<string> {
    let result: ForwardOutcome;
    try {
      result = await endpoint.send(endpointFields(row));
    } catch (error) {
      result = { outcome: 'unavailable', error: String(error) };
    }
    const { submissions, log } = this.deps;
    const facts = { submission: row.submissionId, kind: row.kind, attempts: row.attempts };
    switch (result.outcome) {
      case 'accepted':
        await submissions.markForwarded(row.id, this.deps.now());
        return 'forwarded';
      case 'refused':
        await submissions.markRefused(row.id, result.message);
        log.warn({ ...facts, reason: result.message }, 'the form endpoint refused a request');
        return 'refused';
      case 'unavailable': {
        const givenUp = row.attempts >= (this.deps.maxAttempts ?? 12);
        const pause = Math.min(
          HOUR_MS,
          (this.deps.retryBaseMs ?? 60_000) * 2 ** (row.attempts - 1),
        );
        await submissions.markUnsent(row.id, {
          givenUp,
          retryAt: new Date(this.deps.now().getTime() + pause),
          error: result.error.slice(0, 500),
        });
        if (givenUp) log.error({ ...facts, error: result.error }, 'a form request is given up');
        else log.warn({ ...facts, error: result.error }, 'a form request is tried again later');
        return givenUp ? 'failed' : 'pending';
      }
    }
  }

  private leaseFrom(now: Date): Date {
    return new Date(now.getTime() + (this.deps.leaseMs ?? 300_000));
  }
}

/** What the shopper is told of a stored request in a status. */
function answerOf(row: StoredSubmission, status: string): PregnancyBoxResult {
  if (status === 'refused') throw domainError('unprocessable', 'forms.refused');
  return status === 'forwarded'
    ? { submission_id: row.submissionId, status: 'forwarded' }
    : received(row);
}

function received(row: StoredSubmission): PregnancyBoxResult {
  return { submission_id: row.submissionId, status: 'received' };
}

/** Whether two payloads hold the same fields and values (key order aside). */
function samePayload(stored: Record<string, unknown>, payload: PregnancyBoxPayload): boolean {
  const entries = Object.entries(payload);
  return (
    Object.keys(stored).length === entries.length &&
    entries.every(([key, value]) => stored[key] === value)
  );
}

/**
 * The fields the form endpoint receives (decision 34): flat texts as the mailing platform's
 * profile fields hold them, booleans as 'yes'/'no'.
 */
function endpointFields(row: StoredSubmission): Record<string, string> {
  const p = row.payload as unknown as PregnancyBoxPayload;
  return {
    form: row.kind,
    submission_id: row.submissionId,
    store: row.storeCode,
    language: row.storeCode === 'de' ? 'de' : 'nl',
    firstname: p.firstname,
    lastname: p.lastname,
    email: p.email,
    due_date: p.due_date,
    street: p.street,
    housenumber: p.housenumber,
    housenumber_addition: p.housenumber_addition,
    zipcode: p.postcode,
    city: p.city,
    country: p.country_id,
    phone: p.phone,
    newsletter: p.newsletter ? 'yes' : 'no',
    privacy_consent: p.privacy_consent ? 'yes' : 'no',
    submitted_at: row.createdAt.toISOString(),
  };
}
