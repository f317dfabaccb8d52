import { describe, expect, it } from 'vitest';
import {
  hasOperatorRole,
  isOperatorRole,
  leavesNoOwner,
  missingOperatorRole,
  normalizeOperatorRoles,
} from './roles.ts';

describe('operator roles', () => {
  it('lets an owner make every call', () => {
    expect(hasOperatorRole(['owner'], 'catalogue')).toBe(true);
    expect(hasOperatorRole(['owner'], 'content_reviews')).toBe(true);
  });

  it('lets another role make only the calls that need it', () => {
    expect(hasOperatorRole(['content_reviews'], 'content_reviews')).toBe(true);
    expect(hasOperatorRole(['content_reviews'], 'orders_returns')).toBe(false);
    expect(hasOperatorRole([], 'catalogue')).toBe(false);
  });

  it('names the role a refused caller lacks', () => {
    expect(missingOperatorRole(['catalogue'], 'owner')).toBe('owner');
    expect(missingOperatorRole(['catalogue', 'owner'], 'owner')).toBeNull();
  });

  it('knows the five roles and puts a list in their order, each once', () => {
    expect(isOperatorRole('customer_service')).toBe(true);
    expect(isOperatorRole('admin')).toBe(false);
    expect(normalizeOperatorRoles(['content_reviews', 'owner', 'owner', 'x'])).toEqual([
      'owner',
      'content_reviews',
    ]);
  });

  it('refuses a change that leaves no enabled owner', () => {
    expect(leavesNoOwner([1], 1, { enabled: false, roles: ['owner'] })).toBe(true);
    expect(leavesNoOwner([1], 1, { enabled: true, roles: ['catalogue'] })).toBe(true);
    expect(leavesNoOwner([1, 2], 1, { enabled: false, roles: ['owner'] })).toBe(false);
    expect(leavesNoOwner([1], 2, { enabled: false, roles: [] })).toBe(false);
    expect(leavesNoOwner([1], 1, { enabled: true, roles: ['owner'] })).toBe(false);
  });
});
