// Where a type-7 menu link may point (issue 11, attack 9), shared by the menu's input check on the
// server and the menu builder in the browser (which also refuses rows stored before the check).

export type LinkAddress = { kind: 'relative'; path: string } | { kind: 'absolute'; url: URL } | null;

/**
 * Pure: an http(s) address or a site-relative path ("/help.html"), else null. Refused besides other
 * schemes (javascript:, data:): "//host" and "/\host" (browsers read both as another host),
 * whitespace and control characters (which browsers strip, so "java\tscript:" would survive).
 */
export function linkAddress(raw: string | null | undefined): LinkAddress {
  const address = String(raw ?? '').trim();
  if (!address || /[\s\u0000-\u001f\u007f\\]/.test(address)) return null;
  if (address.startsWith('/')) {
    return address.startsWith('//') ? null : { kind: 'relative', path: address };
  }
  if (!/^https?:\/\//i.test(address)) return null;
  try {
    // ${token} is not a valid host character everywhere; parse with a stand-in.
    const url = new URL(address.split('${token}').join('x'));
    return url.protocol === 'http:' || url.protocol === 'https:' ? { kind: 'absolute', url } : null;
  } catch {
    return null;
  }
}

export const TOKEN_PLACEHOLDER = '${token}';

/** Pure: the address with every `${token}` replaced by `value` (URL-encoded; empty leaves nothing). */
export function fillToken(address: string, value: string): string {
  return address.split(TOKEN_PLACEHOLDER).join(encodeURIComponent(value));
}
