/**
 * The visual editor's bridge (reference notes 7.1): with a valid preview, the page loads the
 * bridge script the loader named and listens to its events. 'input' hands the edited story to
 * the page, which re-renders it in place (no reload); 'published' and 'change' reload the page.
 * The script is added from here (a script of the page adds it), so the page's CSP lets it run.
 */
import { useEffect } from 'react';

interface BridgeEvent {
  action?: string;
  story?: unknown;
}

interface Bridge {
  on(events: string | string[], callback: (event?: BridgeEvent) => void): void;
}

type BridgeConstructor = new (options?: Record<string, unknown>) => Bridge;

declare global {
  interface Window {
    StoryblokBridge?: BridgeConstructor;
  }
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const existing = document.querySelector<HTMLScriptElement>(`script[data-storyblok-bridge]`);
    if (existing && window.StoryblokBridge) {
      resolve();
      return;
    }
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.storyblokBridge = 'true';
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`The editor bridge ${src} did not load`));
    document.head.append(script);
  });
}

/** Loads the bridge once and passes each edited story of the 'input' event to `onInput`. */
export function useEditorBridge(bridgeUrl: string | null, onInput: (story: unknown) => void): void {
  useEffect(() => {
    if (!bridgeUrl) return;
    let active = true;
    loadScript(bridgeUrl)
      .then(() => {
        const Constructor = window.StoryblokBridge;
        if (!active || !Constructor) return;
        const bridge = new Constructor();
        bridge.on(['input', 'published', 'change'], (event) => {
          if (!active) return;
          if (event?.action === 'input') {
            if (event.story) onInput(event.story);
          } else {
            window.location.reload();
          }
        });
        document.documentElement.dataset.editorBridge = 'ready';
      })
      .catch(() => {
        // Without the bridge the preview still shows the draft; the editor sees no live edits.
      });
    return () => {
      active = false;
    };
  }, [bridgeUrl, onInput]);
}
