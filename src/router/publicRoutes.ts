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
  return (PUBLIC_PATHS as readonly string[]).includes(path) || path.includes('/display/') || path.startsWith('/share/');
}
