import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';
import type { StructureNode } from '#contract/structure.ts';
import { cardFacts } from './nodes/card-facts.ts';
import cardClasses from './nodes/card-node.module.css';
import { RailNode } from './nodes/rail-node.tsx';

/** The sections at the top of a server-rendered page that go out whole: the first screenful on a phone. */
export const SECTIONS_RENDERED_FIRST = 3;

/** A deferred section fills in this far before it enters the viewport (one screen ahead). */
const REVEAL_MARGIN = '100% 0px';

/** Can this section go out as a placeholder of the same size? Rails can: their cards have a fixed shape. */
export const canDefer = (node: StructureNode): boolean => node.name === 'rail';

/**
 * A rail below the first screenful of the server's document: rendered (and hydrated) as a placeholder of
 * the same size that shows the rail's heading, its "see all" link and each card's text, and filled in
 * with the real cards when the user nears it, touches or focuses it, or the page is idle.
 */
export function DeferredSection({
  node,
  deferred,
  children,
}: {
  node: StructureNode;
  deferred: boolean;
  children: ReactNode;
}) {
  const [shown, setShown] = useState(!deferred);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (shown || !element) return;
    let done = false;
    const reveal = () => {
      if (done) return;
      done = true;
      startTransition(() => setShown(true));
    };
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && reveal(), {
            rootMargin: REVEAL_MARGIN,
          })
        : undefined;
    observer?.observe(element);
    element.addEventListener('pointerdown', reveal);
    element.addEventListener('focusin', reveal);
    const cancelIdle = whenIdleInTurn(reveal);
    return () => {
      done = true;
      observer?.disconnect();
      element.removeEventListener('pointerdown', reveal);
      element.removeEventListener('focusin', reveal);
      cancelIdle();
    };
  }, [shown]);
  return <div ref={ref}>{shown ? children : <RailPlaceholder node={node} />}</div>;
}

/** The rail itself with text-only cards: the same heading, links and height, a fraction of the elements. */
function RailPlaceholder({ node }: { node: StructureNode }) {
  const items = (node.substructure ?? []).map((child, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: structure nodes have no id; their order is their identity
    <span key={index} className={cardClasses.card}>
      <span className={cardClasses.artwork} />
      {child.data?.title && <span className={cardClasses.title}>{child.data.title}</span>}
      {child.data?.subTitle && <span className={cardClasses.subtitle}>{child.data.subTitle}</span>}
      {cardFacts(child).price && <span className={cardClasses.price}>&nbsp;</span>}
    </span>
  ));
  return <RailNode node={node} items={items} busy />;
}

/**
 * The rest fill in without being approached (for find-in-page, screen readers, a fling to the end) once the
 * page has loaded and settled: one per idle period, in page order, so no one task holds the page.
 */
const SETTLE_MS = 3000;
const idleQueue: Array<() => void> = [];
let idleScheduled = false;
let settled: Promise<void> | undefined;

function whenSettled(): Promise<void> {
  settled ??= new Promise((resolve) => {
    const wait = () => setTimeout(resolve, SETTLE_MS);
    if (document.readyState === 'complete') wait();
    else window.addEventListener('load', wait, { once: true });
  });
  return settled;
}

function whenIdleInTurn(task: () => void): () => void {
  idleQueue.push(task);
  scheduleIdle();
  return () => {
    const index = idleQueue.indexOf(task);
    if (index >= 0) idleQueue.splice(index, 1);
  };
}

function scheduleIdle(): void {
  if (idleScheduled || idleQueue.length === 0) return;
  idleScheduled = true;
  const run = () => {
    idleScheduled = false;
    idleQueue.shift()?.();
    scheduleIdle();
  };
  void whenSettled().then(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 4000 });
    else setTimeout(run, 200);
  });
}
