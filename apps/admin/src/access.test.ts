import { describe, expect, it } from 'vitest';
import { mayOpen } from './access.ts';

describe('which screens a role opens', () => {
  it('opens the dashboard to every operator', () => {
    expect(mayOpen([], undefined)).toBe(true);
    expect(mayOpen(['catalogue'], 'dashboard')).toBe(true);
  });

  it('opens the operators and the audit log to owners only', () => {
    expect(mayOpen(['owner'], 'operators')).toBe(true);
    expect(mayOpen(['owner'], 'audit')).toBe(true);
    expect(mayOpen(['catalogue', 'customer_service'], 'operators')).toBe(false);
    expect(mayOpen(['content_reviews'], 'audit')).toBe(false);
  });

  it('opens the reviews to content_reviews and to owners, who hold every role', () => {
    expect(mayOpen(['content_reviews'], 'reviews')).toBe(true);
    expect(mayOpen(['owner'], 'reviews')).toBe(true);
    expect(mayOpen(['orders_returns'], 'reviews')).toBe(false);
  });
});
