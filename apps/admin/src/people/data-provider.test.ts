import { describe, expect, it } from 'vitest';
import { couponBody, refusedField, storeHoursBody } from './data-provider.ts';

describe('the people screens’ refusals at their field', () => {
  it('puts a rule’s refusal at the field it names', () => {
    expect(
      refusedField({ result: 'Customer group 9 does not exist.', meta: { field: 'group_id' } }),
    ).toBe('group_id');
  });

  it('puts a schema refusal at the first body field its text names, nested ones with their path', () => {
    expect(refusedField({ result: 'Invalid request: body.amount: Too big: expected <=1000' })).toBe(
      'amount',
    );
    expect(refusedField({ result: 'Invalid request: body.opening_hours.3: not hours' })).toBe(
      'opening_hours.3',
    );
  });

  it('names no field for a refusal of the whole request', () => {
    expect(refusedField({ result: 'Not allowed: this needs the role owner.' })).toBeNull();
    expect(refusedField(undefined)).toBeNull();
  });
});

describe('the coupon form as the API takes it', () => {
  it('sends dates as ISO times and leaves out empty dates and an empty limit', () => {
    const body = couponBody({
      code: 'ZOMER',
      name: 'Zomer',
      kind: 'percent',
      amount: '15',
      min_subtotal: 0,
      from: '2026-06-01T10:00:00.000Z',
      to: '',
      usage_limit: '',
    });
    expect(body).toEqual({
      code: 'ZOMER',
      name: 'Zomer',
      kind: 'percent',
      amount: 15,
      min_subtotal: 0,
      from: '2026-06-01T10:00:00.000Z',
    });
  });

  it('sends no amount for free shipping and a whole limit when given', () => {
    const body = couponBody({
      code: 'GRATIS',
      name: 'G',
      kind: 'free_shipping',
      amount: 5,
      usage_limit: 3,
    });
    expect(body.amount).toBe(0);
    expect(body.usage_limit).toBe(3);
  });
});

describe('the store form’s opening hours', () => {
  it('sends every weekday, an empty one as closed', () => {
    expect(storeHoursBody({ '1': ' 09:00-18:00 ', '6': '10:00-17:00', '7': '' })).toEqual({
      '1': '09:00-18:00',
      '2': null,
      '3': null,
      '4': null,
      '5': null,
      '6': '10:00-17:00',
      '7': null,
    });
  });
});
