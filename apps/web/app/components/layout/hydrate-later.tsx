/**
 * A part of every page that may come alive a moment after the rest: while the document hydrates,
 * its server HTML stays as it is and it hydrates in a task of its own, after the page's first part
 * and after the parts before it. Preact hydrates a document in one go (React hydrates in slices
 * and yields to the browser between them): a phone spent a third of a second in one task before a
 * tap could be answered. Each part here is a slice of that task: the mega menu, the page's
 * content, the footer.
 *
 * The server renders the part within a `Suspense` boundary, so its HTML is bracketed; the part
 * suspends while the document hydrates, and Preact keeps the bracketed nodes until it renders
 * (entry.client.tsx names the brackets). A part rendered after hydration, or on the server,
 * renders at once. The document is marked hydrated (what the browser journeys wait for) only
 * once every such part has hydrated: `afterLaterParts`.
 */
import { Component, type ReactNode, Suspense } from 'react';

/** The last part's turn: each part waits for the one before it and then for a task of its own. */
let turns: Promise<void> = Promise.resolve();

/** Whether the document's server HTML is being hydrated now (root.tsx marks its end). */
export function isHydrating(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.hydrated !== 'true';
}

/** A promise settled in a task after the current one (the browser may paint and answer input). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** The next part's turn, while the document hydrates; null after (it renders at once). */
function takeTurn(): Promise<void> | null {
  if (!isHydrating()) return null;
  turns = turns.then(nextTask);
  return turns;
}

/**
 * Settles once every part that waits has hydrated, parts that began waiting meanwhile included.
 */
export async function afterLaterParts(): Promise<void> {
  let seen: Promise<void> | null = null;
  while (seen !== turns) {
    seen = turns;
    await seen;
  }
}

export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Turn>{children}</Turn>
    </Suspense>
  );
}

/**
 * Suspends once, while the document hydrates, until its turn. A class: the instance (and so
 * `waited`) outlives the suspension, where a function component's hooks start anew.
 */
class Turn extends Component<{ children: ReactNode }> {
  #turn = takeTurn();
  #waited = false;

  override render(): ReactNode {
    const turn = this.#turn;
    if (turn && !this.#waited) {
      throw turn.then(() => {
        this.#waited = true;
      });
    }
    return this.props.children;
  }
}
