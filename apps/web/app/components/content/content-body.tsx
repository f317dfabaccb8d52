/**
 * A story's body: its blocks in order (secondary-areas §2 content pages, §9 lazy hydration
 * margin 100 px). The server draws every block in full (readable without script, indexable, no
 * shift). In the browser the first two blocks hydrate at once; each later block keeps the
 * server's HTML and hydrates only once it comes within 100 px of the viewport
 * (IntersectionObserver); its code is fetched earlier, when the browser is idle, so that it
 * hydrates at once then and a tap on it is not lost. After a navigation in the browser there is
 * no server HTML to keep, so blocks render at once. An unknown block draws nothing, or a
 * labelled placeholder in preview.
 */
import { type ReactNode, Suspense, use, useEffect, useRef, useState } from 'react';
import { useTranslate } from '../../lib/i18n.ts';
import { isHydrating } from '../layout/hydrate-later.tsx';
import type { ContentData } from './block-types.ts';
import styles from './content.module.css';
import { editableAttributes } from './editable.ts';
import { blockComponent, prefetchBlock } from './registry.ts';

/** Blocks drawn and hydrated at once; the rest wait until they come near the viewport. */
const EAGER_BLOCKS = 2;
/** How near the viewport a later block hydrates (secondary-areas §9). */
const LAZY_HYDRATION_MARGIN = '100px';

export interface StoryBlock {
  _uid: string;
  component: string;
  _editable?: string;
  [field: string]: unknown;
}

/** Whether the first block draws the page's heading: a hero banner with a title. */
export function firstBlockIsHeading(blocks: readonly StoryBlock[]): boolean {
  const first = blocks[0];
  return (
    first?.component === 'hero_banner' && typeof first.title === 'string' && first.title !== ''
  );
}

export function ContentBody({
  blocks,
  data,
  preview = false,
  pageHeading = false,
}: {
  blocks: readonly StoryBlock[];
  data: ContentData;
  preview?: boolean;
  /** The first block's title is the page's h1 (firstBlockIsHeading). */
  pageHeading?: boolean;
}) {
  return (
    <div className={styles.body}>
      {blocks.map((block, index) => (
        <BlockSlot
          key={block._uid}
          block={block}
          data={data}
          preview={preview}
          index={index}
          pageHeading={pageHeading && index === 0}
        />
      ))}
    </div>
  );
}

function BlockSlot({
  block,
  data,
  preview,
  index,
  pageHeading,
}: {
  block: StoryBlock;
  data: ContentData;
  preview: boolean;
  index: number;
  pageHeading: boolean;
}) {
  const Component = blockComponent(block.component);
  if (!Component) return preview ? <UnknownBlock block={block} /> : null;
  const eager = index < EAGER_BLOCKS;
  const content = (
    <Component block={block} data={data} eager={eager} pageHeading={pageHeading || undefined} />
  );
  return (
    <div
      className={styles.slot}
      data-block={block.component}
      {...editableAttributes(block._editable)}
    >
      {eager ? (
        <Suspense fallback={null}>{content}</Suspense>
      ) : (
        <Deferred component={block.component}>{content}</Deferred>
      )}
    </div>
  );
}

interface Gate {
  promise: Promise<void>;
  open: () => void;
  opened: boolean;
}

function createGate(): Gate {
  let open = () => {};
  const gate: Gate = {
    promise: new Promise<void>((resolve) => {
      open = resolve;
    }),
    open: () => {
      gate.opened = true;
      open();
    },
    opened: false,
  };
  return gate;
}

/**
 * A block after the second: during hydration it suspends until the slot comes within the margin
 * of the viewport, so React keeps the server's HTML and neither loads the block's code nor
 * hydrates it until then.
 */
function Deferred({ component, children }: { component: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [gate] = useState(() => (isHydrating() ? createGate() : null));
  useEffect(() => {
    if (!gate || gate.opened) return;
    // The block's code is fetched once the browser is idle; it hydrates only near the viewport.
    if (typeof requestIdleCallback === 'function') {
      const idle = requestIdleCallback(() => prefetchBlock(component));
      return () => cancelIdleCallback(idle);
    }
    const timer = setTimeout(() => prefetchBlock(component), 1000);
    return () => clearTimeout(timer);
  }, [gate, component]);
  useEffect(() => {
    const element = ref.current;
    if (!gate || gate.opened || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      gate.open();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          gate.open();
        }
      },
      { rootMargin: LAZY_HYDRATION_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [gate]);
  return (
    <div ref={ref} className={styles.deferred}>
      <Suspense fallback={null}>
        <Wait gate={gate}>
          {children}
          <HydratedMark slot={ref} />
        </Wait>
      </Suspense>
    </div>
  );
}

function Wait({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  if (gate && !gate.opened) use(gate.promise);
  return <>{children}</>;
}

/** Marks the slot once its block has hydrated (what the browser journeys wait for). */
function HydratedMark({ slot }: { slot: { current: HTMLDivElement | null } }) {
  useEffect(() => {
    if (slot.current) slot.current.dataset.hydrated = 'true';
  }, [slot]);
  return null;
}

/** A block of a component the storefront does not know: shown only to editors. */
function UnknownBlock({ block }: { block: StoryBlock }) {
  const t = useTranslate();
  return (
    <div className={styles.unknown} role="note" {...editableAttributes(block._editable)}>
      {t('Unknown block: {name}', { name: block.component })}
    </div>
  );
}
