import { articleListRoute } from '@/components/news/article-list-page';

/** /news/travel and its ?page=N (proxy.ts rewrites them here): a page past the last one answers 404. */
const route = articleListRoute('travel');
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
