import { articleDetailRoute } from '@/components/news/article-detail-page';

const route = articleDetailRoute('activity');
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
