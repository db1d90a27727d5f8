import { sectionArticleRoute } from '@/components/article/section-routes';

/** /service/{articleId}: a top-level article of the service tree (routes built from GET articles/tree). */
const route = sectionArticleRoute('service', 'top');
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
