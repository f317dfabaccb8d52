/**
 * What every account use case works with: the customers' repository, the dependencies, the
 * caller's live row, the limits of calls that guess at an account and the mailed secrets.
 */
import type { Customer } from '@shop/contracts';
import type { StoreView } from '@shop/core';
import { unauthorized } from '../../lib/errors.ts';
import type { TokenCustomer } from '../auth/tokens.ts';
import type { AccountMail } from '../mail/templates.ts';
import { toCustomerView } from './customer-view.ts';
import type { AccountServiceDeps } from './options.ts';
import { type ChallengeKind, type CustomerRow, UserRepository } from './repository.ts';

/** The caller's own account as GET and POST /api/user/me answer it. */
export type OwnCustomer = Customer & { groupToken: string; has_password: boolean };

export class AccountContext {
  readonly customers: UserRepository;

  constructor(readonly deps: AccountServiceDeps) {
    this.customers = new UserRepository(deps.shop);
  }
  /** The live customer row of a token (401 once the account is gone). */
  async requireRow(caller: TokenCustomer): Promise<CustomerRow> {
    const row = await this.customers.customerById(caller.customerId);
    if (!row) throw unauthorized('auth.token_invalid');
    return row;
  }

  async withGroupToken(row: CustomerRow): Promise<OwnCustomer> {
    const groupToken = await this.deps.tokens.issueGroupToken({ id: row.id, groupId: row.groupId });
    return { ...toCustomerView(row), groupToken, has_password: row.passwordHash !== null };
  }

  /**
   * The limits of a call that guesses at an account: per e-mail and client address together,
   * and, much higher, per e-mail from all addresses. 'check' only asks (login counts failures
   * alone), 'hit' counts this call. A 429 with Retry-After when either is used up.
   */
  limits(
    call: 'login' | 'reset' | 'otp' | 'email-available' | 'checkout',
    email: string,
    clientIp: string,
    mode: 'check' | 'hit',
  ): void {
    const pair = `${call}:${email}|${clientIp}`;
    const all = `${call}:${email}`;
    if (mode === 'check') {
      this.deps.limiter.check(pair);
      this.deps.globalLimiter.check(all);
      return;
    }
    this.deps.globalLimiter.hit(all);
    this.deps.limiter.hit(pair);
  }

  /**
   * Claims an unclaimed account (its owner proved the mailbox): whoever typed the address in an
   * e-mail-only checkout loses every session of it, with their tokens.
   */
  async claim(customerId: number): Promise<void> {
    await this.customers.transaction(async (tx) => {
      if (await this.customers.claimCustomer(customerId, tx)) {
        await this.deps.sessions.closeAll(customerId, undefined, tx);
      }
    });
  }

  /**
   * Stores a new mailed secret, ending the customer's earlier ones of the same kind, together
   * with its mail: a mailed code or link always works.
   */
  async replaceChallenge(
    customerId: number,
    kind: ChallengeKind,
    id: string,
    codeHash: string | null,
    ttlSeconds: number,
    mailing: { to: string; mail: AccountMail; view: StoreView },
  ): Promise<void> {
    const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
    await this.customers.transaction(async (tx) => {
      await this.customers.replaceChallenge({ id, kind, customerId, codeHash, expiresAt }, tx);
      await this.deps.outbox.enqueue(tx, mailing.to, mailing.mail, mailing.view);
    });
    this.deps.outbox.wake();
  }
}
