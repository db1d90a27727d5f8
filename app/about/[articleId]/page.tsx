import { sectionArticleRoute } from '@/components/article/section-routes';

/** /about/{articleId}: a top-level article of the about tree (routes built from GET articles/tree). */
const route = sectionArticleRoute('about', 'top');
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
