import { sectionArticleRoute } from '@/components/article/section-routes';

/** /join/{articleId}: a top-level article of the join tree (routes built from GET articles/tree). */
const route = sectionArticleRoute('join', 'top');
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
