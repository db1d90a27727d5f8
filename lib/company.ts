/** The company's name: the page-title fallback (spec-coverage “Public site: platform, SEO and speed”), footer and JSON-LD Organization. */
export const COMPANY_NAME = '東震股份有限公司';
