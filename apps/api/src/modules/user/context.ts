/**
 * What every account use case works with: the customers' repository, the dependencies, the
 * caller's live row, the limits of calls that guess at an account and the mailed secrets.
 */
import type { Customer } from '@shop/contracts';
import type { StoreView } from '@shop/core';
import type { Executor } from '@shop/db';
import { unauthorized } from '../../lib/errors.ts';
import type { TokenCustomer } from '../auth/tokens.ts';
import type { AccountMail } from '../mail/templates.ts';
import { toCustomerView } from './customer-view.ts';
import type { AccountServiceDeps } from './options.ts';
import { type ChallengeKind, type CustomerRow, UserRepository } from './repository.ts';

/** The caller's own account as GET and POST /api/user/me answer it. */
export type OwnCustomer = Customer & {
  groupToken: string;
  has_password: boolean;
  /** Whether the owner confirmed `email` by a mailed link or code. */
  email_confirmed: boolean;
  /** A new address waiting for its confirmation link; null when none. */
  pending_email: string | null;
};

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
    const groupToken = await this.deps.tokens.issueGroupToken({
      id: row.id,
      groupId: row.groupId,
    });
    return {
      ...toCustomerView(row),
      groupToken,
      has_password: row.passwordHash !== null,
      email_confirmed: row.emailConfirmedAt !== null,
      pending_email: row.pendingEmail,
    };
  }

  /**
   * The limits of a call that guesses at an account: per e-mail and client address together,
   * and, much higher, per e-mail from all addresses. 'check' only asks (login counts failures
   * alone), 'hit' counts this call. A 429 with Retry-After when either is used up.
   */
  async limits(
    call: 'login' | 'reset' | 'otp' | 'email-available' | 'checkout',
    email: string,
    clientIp: string,
    mode: 'check' | 'hit',
  ): Promise<void> {
    const pair = `${call}:${email}|${clientIp}`;
    const all = `${call}:${email}`;
    if (mode === 'check') {
      await this.deps.limiter.check(pair);
      await this.deps.globalLimiter.check(all);
      return;
    }
    await this.deps.globalLimiter.hit(all);
    await this.deps.limiter.hit(pair);
  }

  /**
   * The owner of `email` proved they read it (a mailed link or code reached them): the address
   * counts as confirmed, what was imported with it before (till receipts) is linked, and an
   * unclaimed account is claimed, so whoever typed the address in an e-mail-only checkout loses
   * every session of it. Nothing happens when `email` is no longer the account's address.
   */
  async proveMailbox(customerId: number, email: string, tx?: Executor): Promise<void> {
    const work = async (tx: Executor) => {
      if (!(await this.customers.markEmailConfirmed(customerId, email, this.deps.now(), tx))) {
        return;
      }
      await this.deps.storePurchases.linkConfirmedEmail(customerId, email, tx);
      if (await this.customers.claimCustomer(customerId, tx)) {
        await this.deps.sessions.closeAll(customerId, undefined, tx);
      }
    };
    await (tx ? work(tx) : this.customers.transaction(work));
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

  /**
   * Stores a mailed link about an address (a confirmation or an undo link) in `tx`, with its
   * mail; its lifetime counts on the shop's clock. A confirmation link ends the customer's
   * earlier ones (only the newest works); undo links stay beside each other, so a second change
   * never takes the owner's undo of the first. The caller wakes the outbox after `tx`.
   */
  async storeAddressLink(
    tx: Executor,
    link: {
      customerId: number;
      kind: 'confirm_email' | 'undo_email_change';
      tokenHash: string;
      email: string;
      ttlSeconds: number;
    },
    mailing: { to: string; mail: AccountMail; view: StoreView },
  ): Promise<void> {
    const challenge = {
      id: link.tokenHash,
      kind: link.kind,
      customerId: link.customerId,
      codeHash: null,
      email: link.email,
      expiresAt: new Date(this.deps.now().getTime() + link.ttlSeconds * 1000),
    };
    if (link.kind === 'confirm_email') await this.customers.replaceChallenge(challenge, tx);
    else await this.customers.insertChallenge(challenge, tx);
    await this.deps.outbox.enqueue(tx, mailing.to, mailing.mail, mailing.view);
  }
}
