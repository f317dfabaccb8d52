/** Signing in: with e-mail and password, or with a mailed one-time code. */
import { normalizeEmail, type StoreView, validateEmail } from '@shop/core';
import { unauthorized } from '../../lib/errors.ts';
import { randomDigits, randomToken, sha256 } from '../../lib/secrets.ts';
import type { PasswordHasher } from '../auth/passwords.ts';
import type { IssuedTokens } from '../auth/sessions.ts';
import type { AccountContext } from './context.ts';
import { check } from './fields.ts';
import type { CustomerRow } from './repository.ts';

export class SignIn {
  constructor(private readonly access: AccountContext) {}

  /**
   * Login with e-mail and password. An unknown e-mail, a wrong password and an account without
   * a password all answer the same 401, after the same hashing work. Failed logins of one
   * e-mail are limited per window.
   */
  async login(username: string, password: string, clientIp: string): Promise<IssuedTokens> {
    const email = normalizeEmail(username);
    // Only failures count: a shopper who logs in often is never held back.
    await this.access.limits('login', email, clientIp, 'check');
    const customer = await this.access.customers.customerByEmail(email);
    const ok = await passwordMatches(this.access.deps.passwords, customer, password);
    if (!customer || !ok) {
      await this.access.limits('login', email, clientIp, 'hit');
      // The same answer whatever failed (unknown e-mail, wrong password, no password, too many
      // tries), so that it tells nothing about which accounts exist.
      throw unauthorized('account.sign_in_incorrect');
    }
    return this.access.deps.sessions.start({ id: customer.id, groupId: customer.groupId });
  }

  /**
   * Mails a 6-digit login code when the e-mail belongs to a customer. The answer's customer_id
   * is a random request id (also for unknown addresses), so it tells nothing about accounts.
   */
  async requestOneTimePassword(
    rawEmail: string,
    view: StoreView,
    clientIp: string,
  ): Promise<{ customer_id: string }> {
    const email = normalizeEmail(rawEmail);
    check(validateEmail(email), 'email');
    await this.access.limits('otp', email, clientIp, 'hit');
    const requestId = randomToken(24);
    const customer = await this.access.customers.customerByEmail(email);
    // The answer goes before the code is made: it takes as long for an unknown address.
    if (customer) {
      this.access.deps.background.run('making a one-time login code', () =>
        this.mailLoginCode(customer, email, requestId, view),
      );
    }
    return { customer_id: requestId };
  }

  private async mailLoginCode(
    customer: CustomerRow,
    email: string,
    requestId: string,
    view: StoreView,
  ): Promise<void> {
    const code = randomDigits(6);
    const ttl = this.access.deps.accounts.oneTimePasswordTtlSeconds;
    await this.access.replaceChallenge(
      customer.id,
      'one_time_password',
      requestId,
      sha256(`${requestId}:${code}`),
      ttl,
      {
        to: email,
        mail: { kind: 'one_time_password', code, validMinutes: Math.round(ttl / 60) },
        view,
      },
    );
  }

  /**
   * Trades a request id and its code for a session. A code works once, until it expires, and
   * dies after the configured number of wrong tries. The code proves the mailbox: the address is
   * confirmed (its till receipts are linked), and an unclaimed account (an e-mail-only
   * checkout's) is claimed, every other session of it ending.
   */
  async validateOneTimePassword(requestId: string, code: string): Promise<IssuedTokens> {
    const guess = await this.access.customers.guessOneTimeCode(
      requestId,
      sha256(`${requestId}:${code.trim()}`),
      this.access.deps.accounts.oneTimePasswordMaxAttempts,
    );
    if (!guess?.matched) throw unauthorized('account.one_time_password_invalid');
    const customer = await this.access.customers.customerById(guess.customerId);
    if (!customer) throw unauthorized('account.one_time_password_invalid');
    await this.access.proveMailbox(customer.id, customer.email);
    return this.access.deps.sessions.start({
      id: customer.id,
      groupId: customer.groupId,
    });
  }
}

/** Whether a password is the customer's; the same hashing work when there is nothing to check. */
export async function passwordMatches(
  passwords: PasswordHasher,
  customer: CustomerRow | null,
  password: string,
): Promise<boolean> {
  return customer?.passwordHash
    ? passwords.verify(password, customer.passwordHash)
    : passwords.verifyAgainstDummy(password);
}
