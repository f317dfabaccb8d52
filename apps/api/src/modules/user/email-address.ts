/**
 * The account's e-mail address: confirmed by a mailed link before anything is linked to it by
 * address, and changed only with the current password and a confirmation of the new address.
 *
 * - Registration mails a confirmation link (in the welcome mail); "send again" mails a new one
 *   (limited per customer and per client address). A link is a random token stored only as its
 *   hash, works once and expires by the shop's clock. A mailed login code and a password reset
 *   link prove the mailbox as well (context.proveMailbox).
 * - A change asks the current password. The new address is pending: it gets a confirmation
 *   link, the old address a notice with an undo link. The address changes only when the new one
 *   is confirmed, if no other account has taken it meanwhile; then every session of the account
 *   ends (each device logs in again with the new address) and the open login codes and reset
 *   links die. The undo link restores the old address (if the change went through), drops a
 *   pending change and ends every session.
 */
import { normalizeEmail, type StoreView, validateEmail } from '@shop/core';
import type { Executor } from '@shop/db';
import { DomainError } from '../../lib/errors.ts';
import { randomToken, sha256 } from '../../lib/secrets.ts';
import type { TokenCustomer } from '../auth/tokens.ts';
import type { AccountContext } from './context.ts';
import { check } from './fields.ts';
import { type CustomerRow, EMAIL_TAKEN } from './repository.ts';
import { passwordMatches } from './sign-in.ts';

/** What a used confirmation or undo link did: the account's address now, and whether it moved. */
export interface AddressLinkOutcome {
  email: string;
  email_changed: boolean;
}

export class EmailAddresses {
  constructor(private readonly access: AccountContext) {}

  /**
   * A new confirmation link for the caller's pending address, or for their own while it is
   * unconfirmed (the older link stops working); 409 naming `email` when there is nothing to
   * confirm.
   */
  async sendConfirmation(caller: TokenCustomer, view: StoreView): Promise<true> {
    await this.access.deps.limiter.hit(`confirm-email:${caller.customerId}`);
    const row = await this.access.requireRow(caller);
    const target = row.pendingEmail ?? (row.emailConfirmedAt ? null : row.email);
    if (!target) {
      throw new DomainError('conflict', 'account.email_already_confirmed', {}, { field: 'email' });
    }
    await this.access.customers.transaction((tx) =>
      this.storeConfirmationLink(tx, row, target, view),
    );
    this.access.deps.outbox.wake();
    return true;
  }

  /**
   * Stores a confirmation link for `email` in `tx` and mails it there: the registration's link
   * rides in its welcome mail (`welcomeFirstname`), any other in a mail of its own.
   */
  async storeConfirmationLink(
    tx: Executor,
    row: Pick<CustomerRow, 'id' | 'email'>,
    email: string,
    view: StoreView,
    welcomeFirstname?: string,
  ): Promise<void> {
    const token = randomToken(32);
    const ttlSeconds = this.access.deps.accounts.emailConfirmTtlSeconds;
    const confirmUrl = this.linkUrl(view, 'confirm-email', token);
    const validHours = Math.round(ttlSeconds / 3600);
    await this.access.storeAddressLink(
      tx,
      {
        customerId: row.id,
        kind: 'confirm_email',
        tokenHash: sha256(token),
        email,
        ttlSeconds,
      },
      {
        to: email,
        mail:
          welcomeFirstname !== undefined
            ? {
                kind: 'welcome',
                firstname: welcomeFirstname,
                shopUrl: this.access.deps.shopPublicUrl,
                confirmUrl,
                validHours,
              }
            : {
                kind: 'email_confirm',
                confirmUrl,
                validHours,
                change: email !== row.email,
              },
        view,
      },
    );
  }

  /**
   * Starts a change of the caller's address: needs the current password (400 naming
   * `currentPassword` when missing or wrong, 403 for an account without one, limited per
   * customer like a login), 409 naming `customer.email` for an address of another account.
   * Nothing changes yet but the pending address.
   */
  async requestChange(
    caller: TokenCustomer,
    rawEmail: string,
    currentPassword: string | undefined,
    view: StoreView,
  ): Promise<CustomerRow> {
    await this.access.deps.limiter.hit(`change-email:${caller.customerId}`);
    const current = await this.access.requireRow(caller);
    const email = normalizeEmail(rawEmail);
    check(validateEmail(email), 'customer.email');
    if (!currentPassword) {
      throw new DomainError(
        'invalid',
        'account.current_password_required',
        {},
        { field: 'currentPassword' },
      );
    }
    if (!current.passwordHash) {
      throw new DomainError(
        'forbidden',
        'account.email_change_needs_password',
        {},
        { field: 'currentPassword' },
      );
    }
    if (!(await passwordMatches(this.access.deps.passwords, current, currentPassword))) {
      throw new DomainError('invalid', 'account.wrong_password', {}, { field: 'currentPassword' });
    }
    if (await this.access.customers.emailUsedByOther(email, current.id)) {
      throw new DomainError('conflict', 'account.email_taken', {}, { field: 'customer.email' });
    }
    const row = await this.access.customers.transaction(async (tx) => {
      const changed = await this.access.customers.updateCustomer(
        current.id,
        { pendingEmail: email },
        tx,
      );
      if (!changed || changed === EMAIL_TAKEN) return null;
      await this.storeConfirmationLink(tx, changed, email, view);
      await this.storeUndoLink(tx, changed, email, view);
      return changed;
    });
    if (!row) throw new DomainError('unauthorized', 'auth.token_invalid');
    this.access.deps.outbox.wake();
    return row;
  }

  /** The notice to the address being replaced, with a link that undoes the change. */
  private async storeUndoLink(
    tx: Executor,
    row: CustomerRow,
    newEmail: string,
    view: StoreView,
  ): Promise<void> {
    const token = randomToken(32);
    const ttlSeconds = this.access.deps.accounts.emailChangeUndoTtlSeconds;
    await this.access.storeAddressLink(
      tx,
      {
        customerId: row.id,
        kind: 'undo_email_change',
        tokenHash: sha256(token),
        email: row.email,
        ttlSeconds,
      },
      {
        to: row.email,
        mail: {
          kind: 'email_change_notice',
          newEmail,
          undoUrl: this.linkUrl(view, 'undo-email-change', token),
          validDays: Math.round(ttlSeconds / 86_400),
        },
        view,
      },
    );
  }

  /**
   * Uses a confirmation link (no login needed: it may be opened on another device). The
   * account's own address becomes confirmed (its till receipts are linked); a pending address
   * becomes the account's, unless another account took it meanwhile (409 naming `email`), and
   * every session of the account ends. 400 naming `token` for an unknown, used or expired link,
   * or one whose address the account no longer has or asks for.
   */
  async confirm(token: string): Promise<AddressLinkOutcome> {
    const now = this.access.deps.now();
    const outcome = await this.access.customers.transaction(async (tx) => {
      const link = await this.access.customers.useLink(sha256(token), 'confirm_email', now, tx);
      const row = link && (await this.access.customers.lockCustomer(link.customerId, tx));
      if (!link || !row) return null;
      if (link.email === row.email) {
        await this.access.proveMailbox(row.id, row.email, tx);
        return { email: row.email, email_changed: false };
      }
      if (link.email !== row.pendingEmail) return null;
      await this.moveAddress(tx, row, link.email);
      return { email: link.email, email_changed: true };
    });
    if (!outcome) throw linkInvalid('account.confirm_link_invalid');
    return outcome;
  }

  /**
   * Uses an undo link mailed to a replaced address: the account has that address again
   * (confirmed: the link reached it), a pending change is dropped, every session ends and the
   * open login codes, reset and confirmation links die. 409 naming `email` when another account
   * has taken the old address meanwhile; 400 naming `token` for an unknown, used or expired link.
   */
  async undoChange(token: string): Promise<AddressLinkOutcome> {
    const now = this.access.deps.now();
    const outcome = await this.access.customers.transaction(async (tx) => {
      const link = await this.access.customers.useLink(sha256(token), 'undo_email_change', now, tx);
      const row = link && (await this.access.customers.lockCustomer(link.customerId, tx));
      if (!link || !row) return null;
      const changed = row.email !== link.email;
      if (changed && (await this.access.customers.emailUsedByOther(link.email, row.id, tx))) {
        throw new DomainError('conflict', 'account.email_taken', {}, { field: 'email' });
      }
      const updated = await this.access.customers.updateCustomer(
        row.id,
        { email: link.email, pendingEmail: null },
        tx,
      );
      if (updated === EMAIL_TAKEN) {
        throw new DomainError('conflict', 'account.email_taken', {}, { field: 'email' });
      }
      await this.endAccess(tx, row.id);
      await this.access.proveMailbox(row.id, link.email, tx);
      return { email: link.email, email_changed: changed };
    });
    if (!outcome) throw linkInvalid('account.undo_link_invalid');
    return outcome;
  }

  /** The pending address becomes the account's, confirmed; every session and open code ends. */
  private async moveAddress(tx: Executor, row: CustomerRow, email: string): Promise<void> {
    // Checked again now: another account may have registered the address since the request.
    if (await this.access.customers.emailUsedByOther(email, row.id, tx)) {
      throw new DomainError('conflict', 'account.email_taken', {}, { field: 'email' });
    }
    const moved = await this.access.customers.updateCustomer(
      row.id,
      { email, pendingEmail: null, emailConfirmedAt: null },
      tx,
    );
    if (moved === EMAIL_TAKEN) {
      throw new DomainError('conflict', 'account.email_taken', {}, { field: 'email' });
    }
    await this.endAccess(tx, row.id);
    await this.access.proveMailbox(row.id, email, tx);
  }

  /**
   * Ends every session of the account (their refresh tokens with them) and the mailed secrets
   * that were sent for the address it had: login codes, reset and confirmation links. Undo links
   * stay: the owner of a replaced address keeps theirs.
   */
  private async endAccess(tx: Executor, customerId: number): Promise<void> {
    await this.access.customers.endChallenges(
      customerId,
      ['reset_password', 'one_time_password', 'confirm_email'],
      tx,
    );
    await this.access.deps.sessions.closeAll(customerId, undefined, tx);
  }

  /** A storefront link of the store view (German under /de) carrying a mailed token. */
  private linkUrl(view: StoreView, page: string, token: string): string {
    const prefix = view.code === 'de' ? '/de' : '';
    return `${this.access.deps.shopPublicUrl}${prefix}/my-account/${page}?token=${token}`;
  }
}

function linkInvalid(
  key: 'account.confirm_link_invalid' | 'account.undo_link_invalid',
): DomainError {
  return new DomainError('invalid', key, {}, { field: 'token' });
}
