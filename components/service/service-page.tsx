import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/article/breadcrumbs';
import { SECTIONS } from '@/components/article/sections';
import { ContentPage } from '@/components/layout/content-page';
import { JsonLd } from '@/components/ui/json-ld';
import { breadcrumbJsonLd } from '@/lib/json-ld';
import { pageMetadata } from '@/lib/metadata';
import { SERVICE_PAGES } from './service-pages';

function servicePage(href: string) {
  const page = SERVICE_PAGES.find((entry) => entry.href === href);
  if (!page) throw new Error(`${href} is not one of SERVICE_PAGES`);
  return page;
}

export function servicePageMetadata(href: string): Promise<Metadata> {
  return pageMetadata({ title: servicePage(href).label, path: href });
}

/**
 * A page of the service section that is not an article (one of SERVICE_PAGES): its trail 首頁 › 客服中心 ›
 * the page, shown and as JSON-LD, above the content frame titled with the page's label unless `title` is given.
 */
export function ServicePage({
  href,
  title,
  fontSizeControl,
  children,
}: {
  href: string;
  title?: string;
  fontSizeControl?: boolean;
  children: ReactNode;
}) {
  const { label } = servicePage(href);
  const trail = [
    { name: '首頁', path: '/home' },
    { name: SECTIONS.service.label, path: SECTIONS.service.path },
    { name: label, path: href },
  ];
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(trail)} />
      <Breadcrumbs trail={trail} />
      <ContentPage title={title ?? label} fontSizeControl={fontSizeControl}>
        {children}
      </ContentPage>
    </>
  );
}

/** The exports of a service page whose content is all it loads: `content` renders it. */
export function servicePageRoute(
  href: string,
  content: () => Promise<ReactNode>,
  frame: { fontSizeControl?: boolean } = {},
) {
  return {
    generateMetadata: () => servicePageMetadata(href),
    Page: async () => (
      <ServicePage href={href} fontSizeControl={frame.fontSizeControl}>
        {await content()}
      </ServicePage>
    ),
  };
}
