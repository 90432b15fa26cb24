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
  return (PUBLIC_PATHS as readonly string[]).includes(path) || path.includes('/display/');
}

/** Public screens that stand on their own even for a signed-in visitor (the district portal has no place in the console's menu frame). */
export const STANDALONE_PUBLIC: ReadonlySet<string> = new Set(['/website']);
