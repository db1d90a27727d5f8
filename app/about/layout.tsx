import type { ReactNode } from 'react';
import { SectionShell } from '@/components/article/section-shell';

/** The about shell (spec-coverage “Public site: company content and service”): wraps its child routes with a background. */
export default function Layout({ children }: { children: ReactNode }) {
  return <SectionShell>{children}</SectionShell>;
}
