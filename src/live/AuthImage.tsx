import { useEffect, useState, type ImgHTMLAttributes } from 'react';
import { useSession } from '../stores/session';
import { frameSession } from '../auth/frameSession';

/**
 * An image served only to signed-in participants (chat images): fetched with the session cookie
 * and shown from a blob URL, so a failed answer (an envelope) never shows as a broken image.
 */
export default function AuthImage({ src, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { src: string }) {
  const signedIn = useSession((s) => s.signedIn);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    // Only our own API paths are fetched with the cookie.
    if (!src.startsWith('/api/')) return;
    let revoked = false;
    let objectUrl: string | null = null;
    const frameToken = frameSession.get();
    fetch(src, { credentials: 'same-origin', headers: frameToken ? { Authorization: frameToken } : {} })
      .then((r) => (r.ok ? r.blob() : null))
      .then((b) => {
        if (!b || revoked) return;
        objectUrl = URL.createObjectURL(b);
        setUrl(objectUrl);
      })
      .catch(() => {});
    return () => {
      revoked = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [src, signedIn]);
  return url ? <img src={url} {...rest} /> : <span style={{ display: 'inline-block', width: 120, height: 80, background: '#f2f3f5', borderRadius: 4 }} />;
}
