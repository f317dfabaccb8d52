import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  askAppLoginFirst,
  isInApp,
  postToApp,
  requestAppScan,
  sendAppHaptic,
  setAppBridgeSettings,
} from './app-bridge.ts';

/** A storage of the browser (sessionStorage, localStorage) in memory. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

interface FakeWindow {
  location: { search: string };
  parent: unknown;
  ReactNativeWebView?: { postMessage(message: string): void };
}

let win: FakeWindow;
let posted: [unknown, string][];

function openPage(search: string, userAgent = 'Mozilla/5.0') {
  win.location.search = search;
  vi.stubGlobal('navigator', { userAgent });
}

beforeEach(() => {
  posted = [];
  const parent = {
    postMessage: (message: unknown, origin: string) => posted.push([message, origin]),
  };
  win = { location: { search: '' }, parent };
  vi.stubGlobal('window', win);
  vi.stubGlobal('sessionStorage', memoryStorage());
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0' });
  setAppBridgeSettings({ origins: ['https://app.kindershop.example'], userAgentMarker: null });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('turning the bridge on', () => {
  it('is off without the query parameter, the web view or the user agent marker', () => {
    openPage('?_storyblok_lang=nl');
    expect(isInApp()).toBe(false);
  });

  it('turns on with _storyblok_lang=app and stays on for the visit', () => {
    openPage('?_storyblok_lang=app');
    expect(isInApp()).toBe(true);
    openPage('');
    expect(isInApp()).toBe(true);
  });

  it('turns on by the configured user agent marker, and only with one configured', () => {
    openPage('', 'Mozilla/5.0 KindershopApp/3.1');
    expect(isInApp()).toBe(false);
    setAppBridgeSettings({ origins: [], userAgentMarker: 'KindershopApp' });
    expect(isInApp()).toBe(true);
  });

  it('is off on the server', () => {
    vi.stubGlobal('window', undefined);
    expect(isInApp()).toBe(false);
  });
});

describe('messages to the app', () => {
  it('go to the framing page addressed to each trusted origin, never to any origin', () => {
    expect(requestAppScan()).toBe(true);
    expect(posted).toEqual([[{ type: 'start-scanning' }, 'https://app.kindershop.example']]);
    setAppBridgeSettings({ origins: [], userAgentMarker: null });
    expect(postToApp({ type: 'login-screen' })).toBe(false);
    expect(posted).toHaveLength(1);
  });

  it("go through the web view's port as JSON text when there is one", () => {
    const sent: string[] = [];
    win.ReactNativeWebView = { postMessage: (text) => sent.push(text) };
    expect(postToApp({ type: 'sign-out' })).toBe(true);
    expect(sent).toEqual(['{"type":"sign-out"}']);
    expect(posted).toEqual([]);
  });

  it('send no haptic outside the app (the caller uses the browser cue)', () => {
    expect(sendAppHaptic('vibrate')).toBe(false);
    expect(posted).toEqual([]);
  });
});

describe('asking to log in first', () => {
  it('does nothing outside the app', () => {
    const preventDefault = vi.fn();
    expect(askAppLoginFirst({ preventDefault })).toBe(false);
    expect(preventDefault).not.toHaveBeenCalled();
  });

  it('takes the tap of a logged-out shopper in the app and opens the prompt', async () => {
    openPage('?_storyblok_lang=app');
    const preventDefault = vi.fn();
    expect(askAppLoginFirst({ preventDefault })).toBe(true);
    expect(preventDefault).toHaveBeenCalledOnce();
    // The prompt's code loads on this first tap: the test ends once it has opened (an import
    // still under way when the file's environment is torn down fails the run).
    const prompt = await import('./app-login-prompt.ts');
    await vi.waitFor(() => expect(prompt.isAppLoginPromptOpen()).toBe(true));
    prompt.closeAppLoginPrompt();
  });

  it('lets a logged-in customer in the app go on', () => {
    openPage('?_storyblok_lang=app');
    localStorage.setItem('shop/user/current-token', 'token');
    expect(askAppLoginFirst()).toBe(false);
  });
});
