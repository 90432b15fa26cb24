/** A place name for an IP. No geo database ships with the product; private ranges are named. */
export function ipPlace(ip: string): string {
  const v4 = ip.replace(/^::ffff:/, '');
  if (v4 === '127.0.0.1' || v4 === '::1' || v4 === 'localhost') return '本机';
  if (/^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/.test(v4)) return '局域网';
  return '未知';
}
