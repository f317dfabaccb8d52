import type { AppOutMessage } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import {
  DOUBLE_PULSE_GAP_MS,
  hapticPulses,
  hapticTypeOf,
  isTrustedSource,
  readAppMessage,
  sendHaptic,
} from './app-bridge-rules.ts';

const APP = 'https://app.kindershop.example';
const SHOP = 'https://www.kindershop.example';
const trust = { origins: [APP], ownOrigin: SHOP, hasWebViewPort: false };
const fromApp = { origin: APP, fromOwnWindow: false };

describe('the origin rule', () => {
  it('trusts only the configured origins, exactly', () => {
    expect(isTrustedSource(fromApp, trust)).toBe(true);
    for (const origin of [
      'https://evil.example',
      'http://app.kindershop.example',
      'https://app.kindershop.example:8443',
      'https://app.kindershop.example.evil.example',
      'null',
      '',
    ]) {
      expect(isTrustedSource({ origin, fromOwnWindow: false }, trust)).toBe(false);
    }
  });

  it('trusts the page itself only when the app web view posted into it (its port present)', () => {
    const own = { origin: SHOP, fromOwnWindow: true };
    expect(isTrustedSource(own, trust)).toBe(false);
    expect(isTrustedSource(own, { ...trust, hasWebViewPort: true })).toBe(true);
    // Another frame of the shop's origin is not the web view.
    expect(
      isTrustedSource({ origin: SHOP, fromOwnWindow: false }, { ...trust, hasWebViewPort: true }),
    ).toBe(false);
  });

  it('trusts nobody when no origin is configured', () => {
    expect(isTrustedSource(fromApp, { ...trust, origins: [] })).toBe(false);
  });
});

describe('the type rule', () => {
  it('reads every supported message, as an object or as JSON text', () => {
    const messages = [
      { type: 'open-search' },
      { type: 'open-in-store' },
      { type: 'login', customer_id: '42', one_time_password: '123456' },
      { type: 'login', token: 'refresh-token' },
      { type: 'push-token', token: 'device-token' },
      { type: 'scan-result', code: '8712345678906' },
      { type: 'select-store', store: 'utrecht' },
      { type: 'sign-out' },
    ];
    for (const message of messages) {
      expect(readAppMessage(message, fromApp, trust)).toEqual({ ok: true, message });
      expect(readAppMessage(JSON.stringify(message), fromApp, trust)).toEqual({
        ok: true,
        message,
      });
    }
  });

  it('ignores a supported message from an untrusted origin', () => {
    expect(
      readAppMessage(
        { type: 'login', token: 'x' },
        { origin: 'https://evil.example', fromOwnWindow: false },
        trust,
      ),
    ).toEqual({ ok: false, reason: 'untrusted-origin' });
  });

  it('ignores unsupported types and other data', () => {
    for (const data of [{ type: 'delete-account' }, { type: 'haptic' }, 'not json', null, 42, {}]) {
      expect(readAppMessage(data, fromApp, trust)).toEqual({
        ok: false,
        reason: 'unsupported-type',
      });
    }
  });

  it('ignores a supported type without its fields, or with fields it does not have', () => {
    for (const data of [
      { type: 'scan-result' },
      { type: 'scan-result', code: '   ' },
      { type: 'push-token', token: 7 },
      { type: 'login', customer_id: '42' },
      { type: 'sign-out', token: 'x' },
    ]) {
      expect(readAppMessage(data, fromApp, trust)).toEqual({ ok: false, reason: 'invalid' });
    }
  });
});

describe('haptic feedback', () => {
  it('knows light, medium, heavy, select, vibrate and double; anything else is light', () => {
    for (const type of ['light', 'medium', 'heavy', 'select', 'vibrate', 'double']) {
      expect(hapticTypeOf(type)).toBe(type);
    }
    for (const other of ['strong', '', 'LIGHT', undefined, 3])
      expect(hapticTypeOf(other)).toBe('light');
    expect(hapticPulses('bogus')).toEqual([{ style: 'light', afterMs: 0 }]);
    expect(hapticPulses('heavy')).toEqual([{ style: 'heavy', afterMs: 0 }]);
  });

  it('sends double as two pulses, the second 190 ms after the first', () => {
    // A fake scheduler: the pulse waits until the clock is moved on.
    let now = 0;
    const timers: { at: number; run: () => void }[] = [];
    const sent: { at: number; message: AppOutMessage }[] = [];
    const advance = (ms: number) => {
      now += ms;
      for (const timer of timers.filter((t) => t.at <= now)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
    };
    sendHaptic(
      'double',
      (message) => sent.push({ at: now, message }),
      (run, ms) => timers.push({ at: now + ms, run }),
    );
    expect(sent).toEqual([{ at: 0, message: { type: 'haptic', style: 'medium' } }]);
    advance(DOUBLE_PULSE_GAP_MS - 1);
    expect(sent).toHaveLength(1);
    advance(1);
    expect(sent).toEqual([
      { at: 0, message: { type: 'haptic', style: 'medium' } },
      { at: 190, message: { type: 'haptic', style: 'medium' } },
    ]);
    expect(DOUBLE_PULSE_GAP_MS).toBe(190);
  });

  it('sends one pulse at once for the other types, scheduling nothing', () => {
    const sent: AppOutMessage[] = [];
    sendHaptic(
      'unknown-type',
      (message) => sent.push(message),
      () => {
        throw new Error('nothing is scheduled');
      },
    );
    expect(sent).toEqual([{ type: 'haptic', style: 'light' }]);
  });
});
