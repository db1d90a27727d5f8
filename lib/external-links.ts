/**
 * External sites linked from the header and the maintenance page (spec-coverage “Public site: platform, SEO and speed”). Configurable per
 * environment; the defaults are the company's production addresses.
 */
export const EXTERNAL_LINKS = {
  /** 業績查詢信箱: the performance-mail site. */
  performanceMail: process.env.NEXT_PUBLIC_PERFORMANCE_MAIL_URL || 'https://mail.tocin.com.tw',
  /** 組織業績: the organisation-performance site. */
  organisationPerformance: process.env.NEXT_PUBLIC_ORG_PERFORMANCE_URL || 'https://org.tocin.com.tw',
} as const;
