/** The ?redirect= target if it is a path on this site; anything else (//evil, http:…) → /home. */
export function safeRedirect(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/home';
  if (raw.startsWith('/login') || raw.startsWith('/lockScreen')) return '/home';
  return raw;
}
