import { useCallback, useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { Result, Spin } from 'antd';
import type { PortalDefinition, ScreenDefinition } from '../../../contract/portal/definition';
import { useApp } from '../../stores/app';
import { portalTexts, type PortalWord } from '../portal/texts';
import type { Fetcher } from '../portal/CardBody';
import PortalGrid from '../portal/PortalGrid';
import ScreenCanvas from './ScreenCanvas';
import { exchangeTicket, viewerFetcher, ViewerError } from './viewerSession';

type View =
  | { phase: 'loading' }
  | { phase: 'failed'; reason: 'ticket' | 'notFound' }
  | { phase: 'screen'; definition: ScreenDefinition; fetcher: Fetcher }
  | { phase: 'portal'; title: string; definition: PortalDefinition; fetcher: Fetcher };

/**
 * /dataV/view/:id (type-6 entries, spec §2.3: `{dataVUrl}view/{moduleId}?token=<ticket>`) and
 * /display/:id (a published portal or screen on a wall display, ?ticket=).
 */
export default function ScreenViewPage() {
  const { id = '' } = useParams();
  const { pathname, search } = useLocation();
  const lang = useApp((s) => s.language);
  const tx = useCallback((k: PortalWord) => portalTexts[lang][k], [lang]);
  const [view, setView] = useState<View>({ phase: 'loading' });
  const display = pathname.startsWith('/display/');

  useEffect(() => {
    let live = true;
    const params = new URLSearchParams(search);
    const ticket = params.get('ticket') ?? params.get('token');
    (async () => {
      let token: string | null = null;
      if (ticket) {
        try {
          token = await exchangeTicket(ticket);
        } catch {
          if (live) setView({ phase: 'failed', reason: 'ticket' });
          return;
        }
        // Spent either way: out of the address, the history and any screenshot of it.
        window.history.replaceState(window.history.state, '', pathname);
      }
      const fetcher = viewerFetcher(token, lang);
      const read = (base: string) => fetcher(`/api/VisualDevelopment/${base}/${encodeURIComponent(id)}/View`) as Promise<{ fullName: string; definition: unknown }>;
      try {
        const screen = await read('Screen').catch((e: unknown) => {
          if (display && e instanceof ViewerError && e.code === 404) return null;
          throw e;
        });
        if (!live) return;
        if (screen) {
          document.title = screen.fullName;
          setView({ phase: 'screen', definition: screen.definition as ScreenDefinition, fetcher });
          return;
        }
        const portal = await read('Portal');
        if (!live) return;
        document.title = portal.fullName;
        setView({ phase: 'portal', title: portal.fullName, definition: portal.definition as PortalDefinition, fetcher });
      } catch {
        if (live) setView({ phase: 'failed', reason: 'notFound' });
      }
    })();
    return () => {
      live = false;
    };
    // The ticket is read once, when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  if (view.phase === 'loading') {
    return (
      <div style={{ position: 'fixed', inset: 0, display: 'grid', placeItems: 'center', background: '#0b1a33' }}>
        <Spin size="large" aria-label={tx('loading')} />
      </div>
    );
  }
  if (view.phase === 'failed') return <Result status={view.reason === 'ticket' ? '403' : '404'} title={tx(view.reason === 'ticket' ? 'ticketInvalid' : 'notFound')} />;
  if (view.phase === 'screen') return <ScreenCanvas definition={view.definition} fetcher={view.fetcher} tx={tx} />;
  return (
    <main style={{ padding: 16, minHeight: '100vh', background: '#f5f5f5' }}>
      <h1 style={{ fontSize: 22, marginTop: 0 }}>{view.title}</h1>
      <PortalGrid definition={view.definition} fetcher={view.fetcher} tx={tx} onOpen={() => undefined} />
    </main>
  );
}
