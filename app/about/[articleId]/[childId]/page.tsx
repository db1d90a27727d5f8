import { sectionArticleRoute } from '@/components/article/section-routes';

/** /about/{articleId}/{childId}: a child article; its sub-items are collapsible panels. */
const route = sectionArticleRoute('about', 'child');
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
