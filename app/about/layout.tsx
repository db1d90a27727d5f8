import type { ReactNode } from 'react';
import { SectionShell } from '@/components/article/section-shell';

/** The about shell (spec-coverage “Shared pages, outages and paged lists”): wraps its child routes with a background. */
export default function Layout({ children }: { children: ReactNode }) {
  return <SectionShell>{children}</SectionShell>;
}
