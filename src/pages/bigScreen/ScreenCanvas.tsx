import { useEffect, useState } from 'react';
import { SCREEN_HEIGHT, SCREEN_WIDTH, type ScreenDefinition } from '../../../contract/portal/definition';
import CardBody, { type Fetcher } from '../portal/CardBody';
import type { PortalWord } from '../portal/texts';
import { fitScale } from './fitScale';


function useWindowScale() {
  const [scale, setScale] = useState(() => fitScale(window.innerWidth, window.innerHeight));
  useEffect(() => {
    const onResize = () => setScale(fitScale(window.innerWidth, window.innerHeight));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return scale;
}

/** A big screen: items placed on the canvas as designed, the canvas scaled to the window, data refreshed on the interval. */
export default function ScreenCanvas({ definition, fetcher, tx }: { definition: ScreenDefinition; fetcher: Fetcher; tx: (k: PortalWord) => string }) {
  const scale = useWindowScale();
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!definition.refreshSeconds) return;
    const timer = setInterval(() => setTick((n) => n + 1), definition.refreshSeconds * 1000);
    return () => clearInterval(timer);
  }, [definition.refreshSeconds]);
  const background = definition.background || '#0b1a33';
  return (
    <div style={{ position: 'fixed', inset: 0, background, overflow: 'hidden' }}>
      <main
        data-screen-canvas
        style={{
          position: 'absolute',
          left: (window.innerWidth - SCREEN_WIDTH * scale) / 2,
          top: (window.innerHeight - SCREEN_HEIGHT * scale) / 2,
          width: SCREEN_WIDTH,
          height: SCREEN_HEIGHT,
          transform: `scale(${scale})`,
          transformOrigin: '0 0',
          color: '#d6e4ff',
        }}
      >
        {definition.items.map((it) => (
          <section
            key={it.i}
            data-item={it.i}
            aria-label={it.title}
            style={{
              position: 'absolute',
              left: it.x,
              top: it.y,
              width: it.w,
              height: it.h,
              display: 'flex',
              flexDirection: 'column',
              border: it.kind === 'title' ? 'none' : '1px solid #2f54eb',
              borderRadius: 6,
              background: it.kind === 'title' ? 'transparent' : 'rgba(16, 35, 78, 0.85)',
              padding: it.kind === 'title' ? 0 : 12,
              justifyContent: it.kind === 'title' ? 'center' : undefined,
            }}
          >
            {it.kind === 'title' ? null : <h2 style={{ margin: '0 0 8px', fontSize: 20, fontWeight: 600, color: '#ffffff' }}>{it.title}</h2>}
            <div style={{ flex: 1, minHeight: 0 }}>
              <CardBody card={it} fetcher={fetcher} tx={tx} dark tick={tick} />
            </div>
          </section>
        ))}
      </main>
    </div>
  );
}
