import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLaterParts, HydrateLater } from './hydrate-later.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a part that hydrates after the rest of the page', () => {
  it('is rendered in full on the server, bracketed as a boundary the browser can keep', () => {
    const html = renderToString(
      <main>
        <HydrateLater>
          <footer>Gratis retour</footer>
        </HydrateLater>
      </main>,
    );
    expect(html).toBe('<main><!--$--><footer>Gratis retour</footer><!--/$--></main>');
  });

  it('waits while the document hydrates, each part for a task of its own', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('document', { documentElement: { dataset: {} } });
    const html = renderToString(
      <>
        <HydrateLater>
          <nav>Menu</nav>
        </HydrateLater>
        <HydrateLater>
          <footer>Gratis retour</footer>
        </HydrateLater>
      </>,
    );
    // Both parts suspended (the server's renderer leaves them to the browser).
    expect(html).not.toContain('Menu');
    expect(html).not.toContain('Gratis retour');
    let settled = false;
    const after = afterLaterParts().then(() => {
      settled = true;
    });
    await vi.advanceTimersToNextTimerAsync();
    expect(settled).toBe(false);
    await vi.advanceTimersToNextTimerAsync();
    await after;
    expect(settled).toBe(true);
    vi.useRealTimers();
  });
});
