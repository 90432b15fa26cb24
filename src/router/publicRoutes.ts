// Routes reachable without sign-in (spec §2.1). They are hidden from menus.
export const PUBLIC_PATHS = [
  '/login',
  '/loginIn',
  '/auth-redirect',
  '/jump',
  '/door',
  '/website',
  '/companyAuthorize',
  '/teacherSpace',
  '/teacherStudio',
  '/display',
  '/thankyou',
  '/document',
  '/documentNew',
  '/noticeDetail',
  '/ClassTeachingDataCenter/detail',
  '/ProjectLearning',
] as const;

export function isPublicPath(path: string): boolean {
  // /dataV/view/…: a data screen signs in with the one-time ticket in its address (type-6 entries);
  // /dataV/<urlAddress> itself is the menu's own page inside the console. /share/…: a disk share link.
  return (PUBLIC_PATHS as readonly string[]).includes(path) || path.includes('/display/') || path.startsWith('/dataV/view/') || path.startsWith('/share/');
}

/**
 * Public screens that stand on their own even for a signed-in visitor: the district portal, the entry
 * and hand-off pages, the authorisation and thank-you pages and the public data pages have no place
 * in the console's menu frame.
 */
export const STANDALONE_PUBLIC: ReadonlySet<string> = new Set(['/website', '/door', '/jump', '/thankyou', '/companyAuthorize', '/ProjectLearning', '/ClassTeachingDataCenter/detail']);
