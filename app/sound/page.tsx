import type { Metadata } from 'next';
import { ContentPage } from '@/components/layout/content-page';
import { EbookList } from '@/components/home/ebook-list';
import { ArticleList } from '@/components/news/article-list';
import { SectionBlock } from '@/components/news/section-block';
import { ARTICLE_SECTIONS } from '@/components/news/sections';
import { loadAnnouncements, loadEbooks } from '@/lib/api/loaders/content';
import { pageMetadata } from '@/lib/metadata';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ title: '東震之聲', path: '/sound' });
}

const { boss } = ARTICLE_SECTIONS;

/** The voice of the company (spec-coverage “Public site: sound and news” /sound): the latest monthly issues and president's columns. */
export default async function SoundPage() {
  const [ebooks, columns] = await Promise.all([loadEbooks(), loadAnnouncements(boss.collection)]);
  return (
    <ContentPage title="東震之聲">
      <SectionBlock title="東震月刊" href="/sound/monthly">
        <EbookList items={ebooks.slice(0, 4)} />
      </SectionBlock>
      <SectionBlock title={boss.title} href={boss.root}>
        <ArticleList items={columns.data.slice(0, 3)} root={boss.root} empty={boss.empty} headingLevel={3} />
      </SectionBlock>
    </ContentPage>
  );
}
