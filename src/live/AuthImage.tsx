import { useEffect, useState, type ImgHTMLAttributes } from 'react';
import { useSession } from '../stores/session';

/**
 * An image served only to signed-in participants (chat images): fetched with the Authorization
 * header and shown from a blob URL, since an <img> cannot send the header itself.
 */
export default function AuthImage({ src, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { src: string }) {
  const token = useSession((s) => s.token);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    // Only our own API paths are fetched with the token.
    if (!src.startsWith('/api/')) return;
    let revoked = false;
    let objectUrl: string | null = null;
    fetch(src, { headers: token ? { Authorization: token } : {} })
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
  }, [src, token]);
  return url ? <img src={url} {...rest} /> : <span style={{ display: 'inline-block', width: 120, height: 80, background: '#f2f3f5', borderRadius: 4 }} />;
}
