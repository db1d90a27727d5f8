/**
 * The public pages that are always there, whatever the content: the sitemap lists them, and the
 * security headers e2e walks them. /news/calendar is left out: it bounces to a calendar.
 */
export const FIXED_PUBLIC_PAGES = [
  '/home',
  '/about',
  '/join',
  '/sound',
  '/sound/monthly',
  '/sound/boss',
  '/news',
  '/news/activity',
  '/news/matter',
  '/news/travel',
  '/product/view',
  '/product/list',
  '/service',
  '/service/contact',
  '/service/member-provision',
  '/service/stronghold',
  '/scam',
] as const;
