/** The back office's own texts in English (react-admin's come from ra-language-english). */

import { catalogEn } from '../catalog/i18n.ts';
import { ordersEn, ordersResourcesEn } from './orders-en.ts';
import { peopleEn } from './people.ts';

export const en = {
  shop: {
    title: 'Kindershop back office',
    language: 'Language',
    // The order and return screens (their own block).
    ...ordersEn,
    login: {
      title: 'Sign in to the back office',
      email: 'E-mail address',
      password: 'Password',
      next: 'Next',
      code_title: 'Second factor',
      code_help: 'Enter the 6-digit code of your authenticator app.',
      code: 'Code',
      sign_in: 'Sign in',
      start_again: 'Start again',
      failed: 'Signing in failed.',
    },
    forbidden: {
      title: 'Not allowed',
      text: 'Your role does not allow this screen. Ask an owner if you need it.',
      api: {
        owner: 'Not allowed: this needs the role Owner.',
        catalogue: 'Not allowed: this needs the role Catalogue.',
        orders_returns: 'Not allowed: this needs the role Orders and returns.',
        customer_service: 'Not allowed: this needs the role Customer service.',
        content_reviews: 'Not allowed: this needs the role Content and reviews.',
      },
    },
    roles: {
      owner: 'Owner',
      catalogue: 'Catalogue',
      orders_returns: 'Orders and returns',
      customer_service: 'Customer service',
      content_reviews: 'Content and reviews',
    },
    dashboard: {
      title: 'Dashboard',
      today_orders: "Today's orders",
      today_revenue: "Today's revenue",
      waiting_orders: 'Orders waiting',
      no_waiting_orders: 'No order is waiting.',
      low_stock: 'Stock running out',
      low_stock_help: '%{total} products with %{threshold} pieces or fewer',
      no_low_stock: 'No product is running out.',
      reviews_waiting: 'Reviews waiting',
      revenue_chart: 'Revenue per day, last %{days} days',
      chart_summary: 'Revenue per day: %{values}',
      qty: 'Pieces',
      status: 'Status',
      count: 'Orders',
      sku: 'SKU',
      product: 'Product',
      time_zone: 'Times in %{zone}',
      nothing_for_role: 'Your roles show no figures here; the menu holds your screens.',
    },
    errors: {
      'operator.login_failed': 'The e-mail address or the password is wrong.',
      'operator.code_wrong': 'The code is wrong, expired or used before.',
      'operator.challenge_expired': 'The login has expired; sign in again with your password.',
      'operator.session_expired': 'Your session has ended; sign in again.',
      'operator.email_taken': 'There is already an operator with this e-mail address.',
      'operator.last_owner': 'The shop keeps at least one enabled owner.',
      'operator.audit_range': '"From" must lie before "to".',
      'request.too_many': 'Too many attempts; try again later.',
    },
  },
  resources: {
    // Customers, gift cards, coupons, stores and the newsletter export (people.ts).
    ...peopleEn,
    // The order and return screens (their own block).
    ...ordersResourcesEn,
    operators: {
      name: 'Operator |||| Operators',
      fields: {
        id: 'Number',
        name: 'Name',
        email: 'E-mail address',
        roles: 'Roles',
        enabled: 'Enabled',
        password: 'Password',
        created_at: 'Created',
        updated_at: 'Changed',
        q: 'Search',
        role: 'Role',
      },
      created_title: 'Operator created',
      secret_help:
        "Add this secret to the operator's authenticator app now: it is shown only once.",
      secret: 'TOTP secret',
      uri: 'Authenticator link',
      back_to_list: 'Back to the operators',
      disable: 'Disable',
      enable: 'Enable',
      disabled: 'Operator disabled',
      enabled: 'Operator enabled',
      password_help: 'At least 12 characters. Leave empty to keep the password.',
    },
    audit: {
      name: 'Audit entry |||| Audit log',
      fields: {
        id: 'Number',
        at: 'When',
        actor: 'Who',
        operator_id: 'Operator',
        action: 'Action',
        entity_type: 'Kind',
        entity_id: 'Item',
        from: 'From',
        to: 'Up to',
        before: 'Before',
        after: 'After',
      },
    },
    reviews: {
      name: 'Review waiting |||| Reviews waiting',
      fields: {
        id: 'Number',
        sku: 'SKU',
        rating: 'Stars',
        title: 'Title',
        detail: 'Text',
        nickname: 'Writer',
        verified_purchase: 'Bought here',
        store_code: 'Store view',
        created_at: 'Written',
      },
      approve: 'Approve',
      reject: 'Reject',
      approved: 'Review approved',
      rejected: 'Review rejected',
    },
    // The catalogue screens (products, imports) keep their texts in catalog/i18n.ts.
    ...catalogEn,
  },
};

/** The shape every language of the back office fills in. */
export type ShopMessages = typeof en;
