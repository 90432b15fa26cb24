/** Links and images from data must not run script: only http(s), relative, blob and image data URLs pass. */
export function safeUrl(url: unknown, kind: 'link' | 'image' = 'link'): string | null {
  if (typeof url !== 'string') return null;
  const u = url.trim();
  if (!u) return null;
  if (/^(https?:)?\/\//i.test(u) || /^[/?#.]/.test(u) || /^blob:/i.test(u)) return u;
  if (kind === 'image' && /^data:image\//i.test(u)) return u;
  if (!/^[a-z][a-z0-9+.-]*:/i.test(u)) return u; // relative path like 'files/a.png'
  return null;
}
