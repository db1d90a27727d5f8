import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { ContentPage } from '@/components/layout/content-page';
import { JsonLd } from '@/components/ui/json-ld';
import { loadAnnouncementIds, loadAnnouncementOrNull, loadAnnouncements } from '@/lib/api/loaders/content';
import { articleJsonLd, breadcrumbJsonLd } from '@/lib/json-ld';
import { pageMetadata } from '@/lib/metadata';
import { idFromSegment } from '@/lib/domain/record-id';
import { sanitize, toPlainText } from '@/lib/sanitize';
import { ArticleDetail } from './article-detail';
import emptyStyles from './article-list.module.css';
import { ARTICLE_SECTIONS, type ArticleSectionKey } from './sections';

/** generateStaticParams of a detail route: every published item (at least one id, as the build wants). */
async function articleStaticParams(key: ArticleSectionKey): Promise<{ id: string }[]> {
  const ids = await loadAnnouncementIds(ARTICLE_SECTIONS[key].collection).catch(() => []);
  return ids.length > 0 ? ids.map((id) => ({ id: String(id) })) : [{ id: '1' }];
}

const loadArticle = async (key: ArticleSectionKey, rawId: string) => {
  const id = idFromSegment(rawId);
  return id ? loadAnnouncementOrNull(ARTICLE_SECTIONS[key].collection, id) : null;
};

async function articleDetailMetadata(key: ArticleSectionKey, rawId: string): Promise<Metadata> {
  const section = ARTICLE_SECTIONS[key];
  const article = await loadArticle(key, rawId);
  if (!article || article.status !== 1)
    return pageMetadata({ title: section.title, path: `${section.root}/${rawId}`, noindex: true });
  return pageMetadata({
    title: article.title,
    path: `${section.root}/${article.id}`,
    description: toPlainText(article.content, 120),
    image: article.image ? { src: article.image, alt: article.title } : null,
    type: 'article',
  });
}

/**
 * An article page (spec-coverage “Public site: sound and news” "Article pages"): status 1 is shown; any other status redirects to the
 * newest published article of the section, or shows the section's empty text when there is none. An id the
 * API does not know is the designed not-found page. Never a redirect to the page itself: a list whose
 * newest is this very article (or not published) sent the browser round until it gave up.
 */
export async function ArticleDetailPage({ section: key, id: rawId }: { section: ArticleSectionKey; id: string }) {
  const section = ARTICLE_SECTIONS[key];
  const article = await loadArticle(key, rawId);
  if (!article) notFound();
  if (article.status !== 1) {
    const newest = (await loadAnnouncements(section.collection)).data.find((item) => item.status === 1);
    if (newest && String(newest.id) !== rawId) redirect(`${section.root}/${newest.id}`);
    return (
      <ContentPage title={section.title} fontSizeControl={false}>
        <p className={emptyStyles.empty}>{section.empty}</p>
      </ContentPage>
    );
  }

  const path = `${section.root}/${article.id}`;
  const description = toPlainText(article.content, 120);
  return (
    <>
      <JsonLd
        data={articleJsonLd({
          title: article.title,
          path,
          image: article.image,
          description,
          published: article.published_at,
          modified: article.updated_at,
        })}
      />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: '首頁', path: '/home' },
          section.parent,
          { name: section.title, path: section.root },
          { name: article.title, path },
        ])}
      />
      <ContentPage title={article.title}>
        <ArticleDetail
          article={article}
          html={sanitize(article.content)}
          back={{ href: section.root, label: `回${section.title}列表` }}
          withImage={section.withImages}
        />
      </ContentPage>
    </>
  );
}

type ArticleDetailProps = { params: Promise<{ id: string }> };

/** The exports of a section's detail route ({root}/[id]/page.tsx): the route file only names its section. */
export function articleDetailRoute(key: ArticleSectionKey) {
  return {
    generateStaticParams: () => articleStaticParams(key),
    generateMetadata: async ({ params }: ArticleDetailProps) => articleDetailMetadata(key, (await params).id),
    Page: async ({ params }: ArticleDetailProps) => <ArticleDetailPage section={key} id={(await params).id} />,
  };
}
