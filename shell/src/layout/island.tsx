import { Suspense, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { ISLAND_ATTRIBUTE, type IslandLive } from './keep-early-input';
import styles from './island.module.css';

/**
 * A part of the page React hydrates on its own. The server's HTML inside a Suspense boundary is
 * hydrated after the page around it, and a press or a key inside it hydrates that part at once:
 * without islands, a tap on the mobile More button while the page was starting made React
 * hydrate the whole layout (header, footer, menus) in that one task. Nothing here suspends, so
 * the fallback is never shown. Says once it is hydrated, with its element, so the early input
 * kept in it is handed over then (useKeepEarlyInput).
 */
export function Island<Name extends string>({
  name,
  onLive,
  children,
}: {
  /** One of the names the keeper waits for (the type of `onLive` says which). */
  name: NoInfer<Name>;
  onLive: IslandLive<Name>;
  children: ReactNode;
}) {
  const element = useRef<HTMLDivElement>(null);
  return (
    <div {...{ [ISLAND_ATTRIBUTE]: name }} ref={element} className={styles.island}>
      <Suspense fallback={null}>
        {children}
        <Live name={name} element={element} onLive={onLive} />
      </Suspense>
    </div>
  );
}

/** Says, once its island is hydrated, that it is live. Renders nothing. */
function Live<Name extends string>({
  name,
  element,
  onLive,
}: {
  name: Name;
  element: RefObject<HTMLDivElement | null>;
  onLive: IslandLive<Name>;
}) {
  // Once: the name, the element and useKeepEarlyInput's callback stay the same.
  useEffect(() => onLive(name, element.current!), [name, element, onLive]);
  return null;
}
