/**
 * Query parameters that carry a credential: download tickets, image signatures, QR tickets in the
 * app's /loginIn page, session tokens handed to /home or to embedded pages. Anyone reading the log
 * could replay them, so logged URLs keep the name and drop the value.
 */
const SECRET_PARAMS = new Set(['ticket', 's', 'sig', 'sign', 'signature', 'token', 'access_token', 'iframetoken', 'code', 'password']);

/** Path segments that are themselves a credential: the segment after `QrTicket/`. */
const SECRET_SEGMENT = /(\/QrTicket\/)[^/?#]+/gi;

export const REDACTED = '***';

export function redactUrl(url: string): string {
  if (!url) return url;
  const q = url.indexOf('?');
  const pathPart = (q < 0 ? url : url.slice(0, q)).replace(SECRET_SEGMENT, `$1${REDACTED}`);
  if (q < 0) return pathPart;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq < 0 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        /* a malformed name is kept as it came */
      }
      return eq >= 0 && SECRET_PARAMS.has(name.toLowerCase()) ? `${rawName}=${REDACTED}` : pair;
    })
    .join('&');
  return `${pathPart}?${query}`;
}
