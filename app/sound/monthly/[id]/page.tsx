import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentPage } from '@/components/layout/content-page';
import { idFromSegment } from '@/lib/domain/record-id';
import { MonthlyIssue } from '@/components/sound/monthly-issue';
import { JsonLd } from '@/components/ui/json-ld';
import { loadEbookOrNull, loadEbooks } from '@/lib/api/loaders/content';
import { articleJsonLd, breadcrumbJsonLd } from '@/lib/json-ld';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ id: string }> };

export async function generateStaticParams() {
  const issues = await loadEbooks().catch(() => []);
  return issues.length > 0 ? issues.map((issue) => ({ id: String(issue.id) })) : [{ id: '1' }];
}

const loadIssue = (raw: string) => {
  const id = idFromSegment(raw);
  return id ? loadEbookOrNull(id) : Promise.resolve(null);
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const issue = await loadIssue(id);
  if (!issue) return pageMetadata({ title: '東震月刊', path: `/sound/monthly/${id}`, noindex: true });
  return pageMetadata({
    title: `東震月刊 ${issue.title}`,
    path: `/sound/monthly/${issue.id}`,
    image: { src: issue.image, alt: `${issue.title} 封面` },
    type: 'article',
  });
}

/** One monthly issue as a flip-book (spec-coverage “Public site: sound and news” /sound/monthly/{id}); opening it records a view. */
export default async function MonthlyIssuePage({ params }: Props) {
  const { id } = await params;
  const issue = await loadIssue(id);
  if (!issue) notFound();
  const path = `/sound/monthly/${issue.id}`;
  return (
    <>
      <JsonLd
        data={articleJsonLd({
          title: `東震月刊 ${issue.title}`,
          path,
          image: issue.image,
          published: issue.published_at,
          modified: issue.updated_at,
        })}
      />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: '首頁', path: '/home' },
          { name: '東震之聲', path: '/sound' },
          { name: '東震月刊', path: '/sound/monthly' },
          { name: issue.title, path },
        ])}
      />
      <ContentPage title={`東震月刊 ${issue.title}`} fontSizeControl={false}>
        <MonthlyIssue issue={issue} />
      </ContentPage>
    </>
  );
}
