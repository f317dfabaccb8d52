/**
 * The app bridge's rules over plain data (secondary-areas §5): which incoming messages are
 * handled, and how a haptic feedback type becomes pulses. Loaded only with the bridge on
 * (components/app/app-bridge-runtime.tsx).
 */
import {
  APP_IN_MESSAGE_TYPES,
  AppInMessage,
  type AppOutMessage,
  HAPTIC_TYPES,
  type HapticType,
} from '@shop/contracts/app-bridge-browser';

/** Where a message event came from. */
export interface MessageSource {
  /** The event's origin. */
  origin: string;
  /** The event was posted to this window by itself: the app's web view injecting a message. */
  fromOwnWindow: boolean;
}

/** What the page knows about the bridge. */
export interface TrustSettings {
  /** The trusted origins (APP_BRIDGE_ORIGINS). */
  origins: readonly string[];
  /** This page's own origin. */
  ownOrigin: string;
  /** The app's web view offers its message port (window.ReactNativeWebView). */
  hasWebViewPort: boolean;
}

/**
 * A message is trusted when its origin is one of the configured origins, or when the app's web
 * view posted it into the page itself (its own origin, its own window, with the port present).
 */
export function isTrustedSource(source: MessageSource, trust: TrustSettings): boolean {
  if (trust.origins.includes(source.origin)) return true;
  return trust.hasWebViewPort && source.fromOwnWindow && source.origin === trust.ownOrigin;
}

/**
 * Reads a message event's data (an object, or its JSON text as the app's web view sends it):
 * handled only from a trusted source and of a supported type with the fields of its schema.
 */
export function readAppMessage(
  data: unknown,
  source: MessageSource,
  trust: TrustSettings,
):
  | { ok: true; message: AppInMessage }
  | { ok: false; reason: 'untrusted-origin' | 'unsupported-type' | 'invalid' } {
  if (!isTrustedSource(source, trust)) return { ok: false, reason: 'untrusted-origin' } as const;
  let value = data;
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data);
    } catch {
      return { ok: false, reason: 'unsupported-type' } as const;
    }
  }
  const type = (value as { type?: unknown } | null)?.type;
  if (!(APP_IN_MESSAGE_TYPES as readonly unknown[]).includes(type)) {
    return { ok: false, reason: 'unsupported-type' } as const;
  }
  const parsed = AppInMessage.safeParse(value);
  return parsed.success
    ? ({ ok: true, message: parsed.data } as const)
    : ({ ok: false, reason: 'invalid' } as const);
}

/** The pause before the second pulse of a double haptic (secondary-areas §9): 190 ms. */
export const DOUBLE_PULSE_GAP_MS = 190;

type HapticStyle = Extract<AppOutMessage, { type: 'haptic' }>['style'];

/** A haptic type the app knows, or light for anything else (secondary-areas §5). */
export function hapticTypeOf(value: unknown): HapticType {
  return (HAPTIC_TYPES as readonly unknown[]).includes(value) ? (value as HapticType) : 'light';
}

/** The pulses of a haptic feedback type: double is two medium pulses 190 ms apart. */
export function hapticPulses(value: unknown): { style: HapticStyle; afterMs: number }[] {
  const type = hapticTypeOf(value);
  if (type === 'double') {
    return [
      { style: 'medium', afterMs: 0 },
      { style: 'medium', afterMs: DOUBLE_PULSE_GAP_MS },
    ];
  }
  return [{ style: type, afterMs: 0 }];
}

/**
 * Sends a haptic feedback to the app: the first pulse now, a later one through `schedule`
 * (setTimeout in the page; tests pass a fake clock).
 */
export function sendHaptic(
  value: unknown,
  post: (message: AppOutMessage) => void,
  schedule: (run: () => void, ms: number) => void = (run, ms) => setTimeout(run, ms),
): void {
  for (const pulse of hapticPulses(value)) {
    const message: AppOutMessage = { type: 'haptic', style: pulse.style };
    if (pulse.afterMs === 0) post(message);
    else schedule(() => post(message), pulse.afterMs);
  }
}
