// i18n keys for the titles of public pages, by path.
const TITLES: Record<string, string> = {
  '/auth-redirect': 'pages.placeholderTitle',
  '/jump': 'pages.placeholderTitle',
  '/door': 'pages.website',
  '/website': 'pages.website',
  '/companyAuthorize': 'pages.companyAuthorize',
  '/teacherSpace': 'pages.teacherSpace',
  '/teacherStudio': 'pages.teacherStudio',
  '/display': 'pages.display',
  '/thankyou': 'pages.thankyou',
  '/document': 'pages.document',
  '/documentNew': 'pages.document',
  '/noticeDetail': 'pages.noticeDetail',
  '/ClassTeachingDataCenter/detail': 'pages.classTeaching',
  '/ProjectLearning': 'pages.projectLearning',
};

export function publicPageTitleKey(path: string): string {
  if (path.includes('/display/')) return 'pages.display';
  return TITLES[path] ?? 'pages.website';
}
