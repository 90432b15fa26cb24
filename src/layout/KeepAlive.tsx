import { useRef, type ReactNode } from 'react';
import css from './layout.module.css';

/**
 * Keeps visited, cacheable pages mounted and hides the inactive ones, so a page's search text,
 * paging and scroll position survive switching tabs. Each page scrolls in its own pane.
 */
export default function KeepAlive({ activeKey, element, cacheable, cachedKeys }: { activeKey: string; element: ReactNode; cacheable: boolean; cachedKeys: Set<string> }) {
  const cache = useRef(new Map<string, ReactNode>());
  const map = cache.current;
  for (const k of [...map.keys()]) if (k !== activeKey && !cachedKeys.has(k)) map.delete(k);
  if (cacheable) map.set(activeKey, element);
  else map.delete(activeKey);

  const panes = [...map.entries()];
  return (
    <>
      {panes.map(([k, el]) => (
        <div key={k} className={css.pane} style={k === activeKey ? undefined : { display: 'none' }} data-pane={k}>
          {el}
        </div>
      ))}
      {!cacheable && (
        <div key={activeKey} className={css.pane} data-pane={activeKey}>
          {element}
        </div>
      )}
    </>
  );
}
