import { ArticleHtml } from '@/components/article/article-html';
import { servicePageRoute } from '@/components/service/service-page';
import { loadTerms } from '@/lib/api/loaders/content';

/** /service/member-provision (spec-coverage “Public site: company content and service”): the member terms of GET terms (first item), sanitized. */
const route = servicePageRoute('/service/member-provision', async () => {
  const terms = await loadTerms();
  return terms ? <ArticleHtml html={terms.content} /> : <p>目前沒有會員條款</p>;
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
