import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import panel from '@/components/ui/panel.module.css';
import { pageMetadata } from '@/lib/metadata';
import shell from './member-shell.module.css';

type MemberPanelProps = {
  title: string;
  /** The narrow card of the sign-in pages. */
  narrow?: boolean;
  /** Labels the section by its heading (for the pages whose content the browser loads). */
  headingId?: string;
  children: ReactNode;
};

/** The card of a member page, headed by the page's title (its h1). */
export function MemberPanel({ title, narrow = false, headingId, children }: MemberPanelProps) {
  return (
    <section className={narrow ? `${panel.card} ${shell.narrow}` : panel.card} aria-labelledby={headingId}>
      <h1 id={headingId} className={panel.title}>
        {title}
      </h1>
      {children}
    </section>
  );
}

/** A member page's metadata: never indexed. */
export function memberPageMetadata(title: string, path: string): Promise<Metadata> {
  return pageMetadata({ title, path, noindex: true });
}

/** The exports of a member page that is a MemberPanel of fixed content: its title is the page's title too. */
export function memberPanelRoute(
  { path, ...panelProps }: Omit<MemberPanelProps, 'children'> & { path: string },
  content: ReactNode,
) {
  return {
    generateMetadata: () => memberPageMetadata(panelProps.title, path),
    Page: () => <MemberPanel {...panelProps}>{content}</MemberPanel>,
  };
}
