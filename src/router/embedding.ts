import { useEffect } from 'react';
import { useSettings, embeddedSettings, type DisplaySettings } from '../stores/settings';
import { signOut } from '../auth/signIn';

/** True when the console is shown inside another page's frame. */
export function isEmbedded(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true; // a cross-origin parent makes window.top unreadable: we are framed
  }
}

/** The settings the layout uses: embedded pages get the functional layout without search, tags, nav. */
export function useEffectiveSettings(): DisplaySettings {
  const settings = useSettings();
  return isEmbedded() ? embeddedSettings(settings) : settings;
}

/** An 'iframe-logout' message from our own origin signs out and clears local storage (spec §2.4). */
export function isIframeLogout(event: Pick<MessageEvent, 'origin' | 'data'>, ownOrigin: string): boolean {
  return event.origin === ownOrigin && event.data === 'iframe-logout';
}

export function useIframeLogout(onDone: () => void) {
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!isIframeLogout(event, window.location.origin)) return;
      void signOut().then(() => {
        localStorage.clear();
        onDone();
      });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [onDone]);
}
