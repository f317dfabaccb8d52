import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_PROMISE, getDeliveryPromise } from './delivery-promise.ts';
import {
  DEFAULT_SHIPPING_METHODS,
  getFreeShippingThreshold,
  type ShippingMethodDefinition,
} from './methods.ts';

// 2026-07-01 is a Wednesday (Amsterdam UTC+2), 2026-01-14 a Wednesday (UTC+1),
// 2026-07-05 a Sunday.
const at = (iso: string) => new Date(iso);

describe('getDeliveryPromise', () => {
  it('promises same-day shipping before the cut-off on a shipping day, in shop time', () => {
    expect(getDeliveryPromise(at('2026-07-01T17:59:00Z'))).toEqual({
      kind: 'same-day',
      cutOff: '20:00',
    });
    expect(getDeliveryPromise(at('2026-01-14T18:59:00Z'))).toEqual({
      kind: 'same-day',
      cutOff: '20:00',
    });
  });

  it('promises standard delivery in working days from the cut-off on', () => {
    expect(getDeliveryPromise(at('2026-07-01T18:00:00Z'))).toEqual({
      kind: 'standard',
      days: '1-2',
    });
    expect(getDeliveryPromise(at('2026-01-14T19:00:00Z'))).toEqual({
      kind: 'standard',
      days: '1-2',
    });
  });

  it('ships nothing on Sunday, whatever the hour', () => {
    expect(getDeliveryPromise(at('2026-07-05T06:00:00Z')).kind).toBe('standard');
  });

  it('knows the 15:00 cut-off and keeps the 23:59 one during its last minute', () => {
    const early = { ...DEFAULT_DELIVERY_PROMISE, cutOff: '15:00' as const };
    expect(getDeliveryPromise(at('2026-07-01T12:59:00Z'), early).kind).toBe('same-day');
    expect(getDeliveryPromise(at('2026-07-01T13:00:00Z'), early).kind).toBe('standard');
    const late = { ...DEFAULT_DELIVERY_PROMISE, cutOff: '23:59' as const };
    expect(getDeliveryPromise(at('2026-07-01T21:59:30Z'), late)).toEqual({
      kind: 'same-day',
      cutOff: '23:59',
    });
    // Saturday 23:59 still ships on Saturday, Sunday 00:00 no longer.
    expect(getDeliveryPromise(at('2026-07-04T21:59:00Z'), late).kind).toBe('same-day');
    expect(getDeliveryPromise(at('2026-07-04T22:00:00Z'), late).kind).toBe('standard');
  });
});

describe('getFreeShippingThreshold', () => {
  it('reads the threshold from the shipping methods: € 50 by default', () => {
    expect(getFreeShippingThreshold()).toBe(5000);
    expect(getFreeShippingThreshold(DEFAULT_SHIPPING_METHODS)).toBe(5000);
  });

  it('takes the lowest threshold, and none when no method ships for free', () => {
    const method = DEFAULT_SHIPPING_METHODS[0] as ShippingMethodDefinition;
    expect(
      getFreeShippingThreshold([
        { ...method, freeFromSubtotal: 7500 },
        { ...method, methodCode: 'cheap', freeFromSubtotal: 2500 },
      ]),
    ).toBe(2500);
    expect(getFreeShippingThreshold([{ ...method, freeFromSubtotal: null }])).toBeNull();
  });
});
