/** Registration (checked fields, a welcome mail with the account) and e-mail availability. */
import type { Customer } from '@shop/contracts';
import { normalizeEmail, type StoreView, validateEmail } from '@shop/core';
import { domainError } from '../../lib/errors.ts';
import type { AccountContext } from './context.ts';
import { toCustomerView } from './customer-view.ts';
import type { EmailAddresses } from './email-address.ts';
import { check, checkedRegistration, type Registration } from './fields.ts';
import type { CustomerRow, NewCustomer } from './repository.ts';

export class Registrations {
  constructor(
    private readonly access: AccountContext,
    private readonly emails: EmailAddresses,
  ) {}

  /**
   * Registration: checked names, e-mail, password and addresses; a welcome mail with the link
   * that confirms the address follows (nothing is linked to the account by address before).
   */
  async create(input: Registration, view: StoreView): Promise<Customer> {
    const { email, addresses } = checkedRegistration(input);
    if (await this.access.customers.customerByEmail(email)) {
      throw domainError('conflict', 'account.email_taken');
    }
    const passwordHash = await this.access.deps.passwords.hash(input.password);
    const row = await this.insertWithWelcomeMail(
      {
        email,
        firstname: input.customer.firstname.trim(),
        lastname: input.customer.lastname.trim(),
        passwordHash,
        storeCode: view.code,
        addresses,
      },
      view,
    );
    if (!row) throw domainError('conflict', 'account.email_taken');
    this.access.deps.outbox.wake();
    return toCustomerView(row);
  }

  /**
   * The account, its confirmation link and the welcome mail carrying it together: no mail for an
   * account that was not made.
   */
  private insertWithWelcomeMail(
    customer: NewCustomer,
    view: StoreView,
  ): Promise<CustomerRow | null> {
    return this.access.customers.transaction(async (tx) => {
      const created = await this.access.customers.insertCustomer(customer, tx);
      if (!created) return null;
      await this.emails.storeConfirmationLink(tx, created, created.email, view, created.firstname);
      return created;
    });
  }

  /** Whether no account uses an e-mail address. */
  async isEmailAvailable(rawEmail: string, clientIp: string): Promise<boolean> {
    const email = normalizeEmail(rawEmail);
    check(validateEmail(email), 'customerEmail');
    await this.access.limits('email-available', email, clientIp, 'hit');
    return (await this.access.customers.customerByEmail(email)) === null;
  }
}
