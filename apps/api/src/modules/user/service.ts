/**
 * The account use cases: login, create, profile, passwords, one-time codes, e-mail
 * availability, order history, deletion. Field rules and their messages come from core; tokens
 * and sessions from the auth module; the orders from the order module. Nothing here writes a
 * password, token or code to a log.
 *
 * One file per use case, behind this one service: `sign-in.ts` (password and one-time code),
 * `registration.ts`, `checkout-account.ts` (the e-mail-only checkout), `profile.ts` (profile and order history), `passwords.ts` (reset and
 * change), `email-address.ts` (confirming and changing the e-mail address), `deletion.ts`, `customer-lookups.ts` (what other modules ask of the accounts); the
 * fields are checked in `fields.ts`.
 */
import type { Customer } from '@shop/contracts';
import type { StoreView } from '@shop/core';
import type { Executor } from '@shop/db';
import type { IssuedTokens } from '../auth/sessions.ts';
import type { TokenCustomer } from '../auth/tokens.ts';
import type { OrderHistoryPage } from '../order/history.ts';
import { CheckoutAccounts } from './checkout-account.ts';
import { AccountContext, type OwnCustomer } from './context.ts';
import { CustomerLookups } from './customer-lookups.ts';
import { AccountDeletion } from './deletion.ts';
import { type AddressLinkOutcome, EmailAddresses } from './email-address.ts';
import type { ProfileUpdate, Registration } from './fields.ts';
import type { AccountServiceDeps } from './options.ts';
import { Passwords } from './passwords.ts';
import { Profiles } from './profile.ts';
import { Registrations } from './registration.ts';
import type { CustomerRow } from './repository.ts';
import { SignIn } from './sign-in.ts';

export class AccountService {
  private readonly signIn: SignIn;
  private readonly registrations: Registrations;
  private readonly profiles: Profiles;
  private readonly passwords: Passwords;
  private readonly deletion: AccountDeletion;
  private readonly lookups: CustomerLookups;
  private readonly checkoutAccounts: CheckoutAccounts;
  private readonly emails: EmailAddresses;

  constructor(deps: AccountServiceDeps) {
    const context = new AccountContext(deps);
    this.emails = new EmailAddresses(context);
    this.signIn = new SignIn(context);
    this.registrations = new Registrations(context, this.emails);
    this.profiles = new Profiles(context, this.emails);
    this.passwords = new Passwords(context);
    this.deletion = new AccountDeletion(context);
    this.lookups = new CustomerLookups(context);
    this.checkoutAccounts = new CheckoutAccounts(context);
  }

  // ------------------------------------------------------------------ sign-in.ts

  login(username: string, password: string, clientIp: string): Promise<IssuedTokens> {
    return this.signIn.login(username, password, clientIp);
  }

  requestOneTimePassword(
    rawEmail: string,
    view: StoreView,
    clientIp: string,
  ): Promise<{ customer_id: string }> {
    return this.signIn.requestOneTimePassword(rawEmail, view, clientIp);
  }

  validateOneTimePassword(requestId: string, code: string): Promise<IssuedTokens> {
    return this.signIn.validateOneTimePassword(requestId, code);
  }

  // ------------------------------------------------------------------ registration.ts

  create(input: Registration, view: StoreView): Promise<Customer> {
    return this.registrations.create(input, view);
  }

  isEmailAvailable(rawEmail: string, clientIp: string): Promise<boolean> {
    return this.registrations.isEmailAvailable(rawEmail, clientIp);
  }

  // ------------------------------------------------------------------ checkout-account.ts

  startCheckoutAccount(rawEmail: string, view: StoreView, clientIp: string): Promise<IssuedTokens> {
    return this.checkoutAccounts.start(rawEmail, view, clientIp);
  }

  // ------------------------------------------------------------------ profile.ts

  getMe(caller: TokenCustomer): Promise<OwnCustomer> {
    return this.profiles.getMe(caller);
  }

  updateMe(
    caller: TokenCustomer,
    input: ProfileUpdate,
    currentPassword: string | undefined,
    view: StoreView,
  ): Promise<OwnCustomer> {
    return this.profiles.updateMe(caller, input, currentPassword, view);
  }

  orderHistory(
    caller: TokenCustomer,
    page: { pageSize: number; currentPage: number },
  ): Promise<OrderHistoryPage> {
    return this.profiles.orderHistory(caller, page);
  }

  // ------------------------------------------------------------------ passwords.ts

  requestPasswordReset(rawEmail: string, view: StoreView, clientIp: string): Promise<true> {
    return this.passwords.requestPasswordReset(rawEmail, view, clientIp);
  }

  createPassword(
    input: { email: string; newPassword: string; resetToken: string },
    clientIp: string,
  ): Promise<true> {
    return this.passwords.createPassword(input, clientIp);
  }

  changePassword(
    caller: TokenCustomer,
    input: { currentPassword: string; newPassword: string },
  ): Promise<true> {
    return this.passwords.changePassword(caller, input);
  }

  setPassword(caller: TokenCustomer, input: { newPassword: string }): Promise<true> {
    return this.passwords.setPassword(caller, input);
  }

  // ------------------------------------------------------------------ email-address.ts

  sendEmailConfirmation(caller: TokenCustomer, view: StoreView): Promise<true> {
    return this.emails.sendConfirmation(caller, view);
  }

  confirmEmail(token: string): Promise<AddressLinkOutcome> {
    return this.emails.confirm(token);
  }

  undoEmailChange(token: string): Promise<AddressLinkOutcome> {
    return this.emails.undoChange(token);
  }

  // ------------------------------------------------------------------ deletion.ts

  deleteAccount(caller: TokenCustomer): Promise<true> {
    return this.deletion.deleteAccount(caller);
  }

  /** The account deletion of a customer named by id, with `alongside` in its transaction. */
  deleteCustomer(
    customerId: number,
    alongside: (tx: Executor, before: CustomerRow) => Promise<void>,
  ): Promise<boolean> {
    return this.deletion.deleteById(customerId, alongside);
  }

  // ------------------------------------------------------------------ customer-lookups.ts

  customerExists(customerId: number, tx?: Executor): Promise<boolean> {
    return this.lookups.customerExists(customerId, tx);
  }

  mailContact(
    customerId: number,
    tx?: Executor,
  ): Promise<{ email: string; firstname: string } | null> {
    return this.lookups.mailContact(customerId, tx);
  }

  customerIdByEmailHeld(rawEmail: string, tx: Executor): Promise<number | null> {
    return this.lookups.customerIdByEmailHeld(rawEmail, tx);
  }

  confirmedEmail(caller: TokenCustomer): Promise<string | null> {
    return this.lookups.confirmedEmail(caller);
  }

  customerEmail(caller: TokenCustomer): Promise<string> {
    return this.lookups.customerEmail(caller);
  }
}
