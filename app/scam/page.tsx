import type { Metadata } from 'next';
import { ArticleHtml } from '@/components/article/article-html';
import { ContentPage } from '@/components/layout/content-page';
import { JsonLd } from '@/components/ui/json-ld';
import { loadAntifraud } from '@/lib/api/loaders/content';
import { articleJsonLd, breadcrumbJsonLd } from '@/lib/json-ld';
import { pageMetadata } from '@/lib/metadata';
import { toPlainText } from '@/lib/sanitize';

export async function generateMetadata(): Promise<Metadata> {
  const notice = await loadAntifraud();
  return pageMetadata({
    title: notice?.title || '防詐騙宣導',
    path: '/scam',
    description: toPlainText(notice?.content, 150) || null,
    type: 'article',
  });
}

/** /scam (spec-coverage “Public site: company content and service”): the first item of GET antifrouds, sanitized, with font-size buttons. */
export default async function ScamPage() {
  const notice = await loadAntifraud();
  const title = notice?.title || '防詐騙宣導';
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: '首頁', path: '/home' },
          { name: title, path: '/scam' },
        ])}
      />
      {notice ? (
        <JsonLd
          data={articleJsonLd({
            title,
            path: '/scam',
            description: toPlainText(notice.content, 150),
            published: notice.created_at,
            modified: notice.updated_at,
          })}
        />
      ) : null}
      <ContentPage title={title}>
        {notice ? <ArticleHtml html={notice.content} /> : <p>目前沒有防詐騙宣導</p>}
      </ContentPage>
    </>
  );
}
