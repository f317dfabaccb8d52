/**
 * The roles of the retailer's operators and operator keys. An owner may do everything; every
 * other role covers one area of the back office. A call names the one role it needs; a caller
 * without it is refused, naming that role.
 */

export const OPERATOR_ROLES = [
  'owner',
  'catalogue',
  'orders_returns',
  'customer_service',
  'content_reviews',
] as const;

export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export function isOperatorRole(value: unknown): value is OperatorRole {
  return typeof value === 'string' && (OPERATOR_ROLES as readonly string[]).includes(value);
}

/** Whether a caller with `held` roles may make a call that needs `needed`; owners may all. */
export function hasOperatorRole(held: readonly string[], needed: OperatorRole): boolean {
  return held.includes('owner') || held.includes(needed);
}

/**
 * The role a caller lacks for a call that needs `needed`, or null when it may make the call:
 * what a refusal names.
 */
export function missingOperatorRole(
  held: readonly string[],
  needed: OperatorRole,
): OperatorRole | null {
  return hasOperatorRole(held, needed) ? null : needed;
}

/**
 * The roles of a list in their canonical order, each once; unknown names are dropped (the
 * request schema refuses them before this).
 */
export function normalizeOperatorRoles(roles: readonly string[]): OperatorRole[] {
  return OPERATOR_ROLES.filter((role) => roles.includes(role));
}

/**
 * Whether removing roles from or disabling an operator would leave the shop without an enabled
 * owner: `owners` are the ids of the enabled owners now, `after` whether this operator is one
 * after the change.
 */
export function leavesNoOwner(
  owners: readonly number[],
  operatorId: number,
  after: { enabled: boolean; roles: readonly string[] },
): boolean {
  const stillOwner = after.enabled && after.roles.includes('owner');
  if (stillOwner) return false;
  return owners.filter((id) => id !== operatorId).length === 0;
}
