/**
 * Passwords: a reset link mailed and used once, a change after checking the current one, a first
 * password for an account without one; a new password ends the customer's other sessions.
 */
import { normalizeEmail, type StoreView, validateEmail, validatePassword } from '@shop/core';
import type { Executor } from '@shop/db';
import { DomainError, unauthorized } from '../../lib/errors.ts';
import { randomToken, sha256 } from '../../lib/secrets.ts';
import type { TokenCustomer } from '../auth/tokens.ts';
import type { AccountContext } from './context.ts';
import { check } from './fields.ts';
import type { CustomerRow } from './repository.ts';
import { passwordMatches } from './sign-in.ts';

export class Passwords {
  constructor(private readonly access: AccountContext) {}

  /**
   * Mails a reset link when the e-mail belongs to a customer; answers the same either way. Only
   * the newest link works.
   */
  async requestPasswordReset(rawEmail: string, view: StoreView, clientIp: string): Promise<true> {
    const email = normalizeEmail(rawEmail);
    check(validateEmail(email), 'email');
    await this.access.limits('reset', email, clientIp, 'hit');
    const customer = await this.access.customers.customerByEmail(email);
    // The answer goes before the link is made: it takes as long for an unknown address.
    if (customer) {
      this.access.deps.background.run('making a password reset link', () =>
        this.mailResetLink(customer, email, view),
      );
    }
    return true;
  }

  private async mailResetLink(
    customer: CustomerRow,
    email: string,
    view: StoreView,
  ): Promise<void> {
    const token = randomToken(32);
    const ttl = this.access.deps.accounts.passwordResetTtlSeconds;
    // The reset page of the store view the shopper asked from (German under /de).
    const prefix = view.code === 'de' ? '/de' : '';
    const resetUrl = `${this.access.deps.shopPublicUrl}${prefix}/reset-password?email=${encodeURIComponent(email)}&token=${token}`;
    await this.access.replaceChallenge(customer.id, 'reset_password', sha256(token), null, ttl, {
      to: email,
      mail: { kind: 'password_reset', resetUrl, validMinutes: Math.round(ttl / 60) },
      view,
    });
  }

  /** Sets a new password with a mailed reset token (once); every session of the customer ends. */
  async createPassword(
    input: {
      email: string;
      newPassword: string;
      resetToken: string;
    },
    clientIp: string,
  ): Promise<true> {
    const email = normalizeEmail(input.email);
    await this.access.limits('reset', email, clientIp, 'hit');
    check(validatePassword(input.newPassword), 'newPassword');
    const passwordHash = await this.access.deps.passwords.hash(input.newPassword);
    const done = await this.access.customers.transaction(async (tx) => {
      const customerId = await this.access.customers.useResetToken(
        sha256(input.resetToken),
        email,
        tx,
      );
      if (customerId === null) return false;
      // The link reached the mailbox: the address is confirmed by it too.
      await this.access.proveMailbox(customerId, email, tx);
      await this.setPasswordEndingSessions(customerId, passwordHash, undefined, tx);
      return true;
    });
    if (!done) throw unauthorized('account.reset_token_invalid');
    return true;
  }

  /** Changes the password after checking the current one; the caller's other sessions end. */
  async changePassword(
    caller: TokenCustomer,
    input: { currentPassword: string; newPassword: string },
  ): Promise<true> {
    await this.access.deps.limiter.hit(`change-password:${caller.customerId}`);
    const current = await this.access.requireRow(caller);
    if (!(await passwordMatches(this.access.deps.passwords, current, input.currentPassword))) {
      throw new DomainError('invalid', 'account.wrong_password', {}, { field: 'currentPassword' });
    }
    check(validatePassword(input.newPassword), 'newPassword');
    const passwordHash = await this.access.deps.passwords.hash(input.newPassword);
    await this.access.customers.transaction((tx) =>
      this.setPasswordEndingSessions(current.id, passwordHash, caller.sessionId, tx),
    );
    return true;
  }

  /**
   * A first password for an account that has none (an e-mail-only checkout's), set while logged
   * in. An unclaimed account is refused: its session may be of whoever typed the address, so its
   * owner first logs in by mailed code (which claims it). An account with a password changes it
   * with the current one.
   */
  async setPassword(caller: TokenCustomer, input: { newPassword: string }): Promise<true> {
    await this.access.deps.limiter.hit(`change-password:${caller.customerId}`);
    const current = await this.access.requireRow(caller);
    if (current.passwordHash) {
      throw new DomainError(
        'conflict',
        'account.password_already_set',
        {},
        {
          field: 'newPassword',
        },
      );
    }
    if (current.unclaimed) {
      throw new DomainError(
        'forbidden',
        'account.mailbox_unconfirmed',
        {},
        {
          field: 'newPassword',
        },
      );
    }
    check(validatePassword(input.newPassword), 'newPassword');
    const passwordHash = await this.access.deps.passwords.hash(input.newPassword);
    await this.access.customers.transaction((tx) =>
      this.setPasswordEndingSessions(current.id, passwordHash, caller.sessionId, tx),
    );
    return true;
  }

  /** A new password ends every session of the customer but `keepSessionId`. */
  private async setPasswordEndingSessions(
    customerId: number,
    passwordHash: string,
    keepSessionId: string | undefined,
    tx: Executor,
  ): Promise<void> {
    await this.access.customers.setPasswordHash(customerId, passwordHash, tx);
    await this.access.deps.sessions.closeAll(customerId, keepSessionId, tx);
  }
}
