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
