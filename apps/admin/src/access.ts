/**
 * Which role each screen of the back office needs: the same role its API calls need (decision
 * 69), so a screen is shown exactly to the operators whose calls would be answered. Owners hold
 * every role (core's hasOperatorRole).
 */
import type { OperatorRole } from '@shop/contracts';
import { hasOperatorRole } from '@shop/core';

const SCREEN_ROLES: Record<string, OperatorRole> = {
  operators: 'owner',
  audit: 'owner',
  reviews: 'content_reviews',
  customers: 'customer_service',
  'gift-cards': 'customer_service',
  newsletter: 'customer_service',
  coupons: 'catalogue',
  stores: 'owner',
  orders: 'orders_returns',
  returns: 'orders_returns',
  products: 'catalogue',
  imports: 'catalogue',
  'import-rejects': 'catalogue',
};

/** The role a screen needs, or null when every operator may open it (the dashboard). */
function roleOfScreen(resource: string | undefined): OperatorRole | null {
  return (resource && SCREEN_ROLES[resource]) || null;
}

export function mayOpen(roles: readonly OperatorRole[], resource: string | undefined): boolean {
  const role = roleOfScreen(resource);
  return role === null || hasOperatorRole(roles, role);
}
