import type { Metadata } from 'next';
import { RegisterFlow } from '@/components/member/register-flow';
import { loadTerms } from '@/lib/api/loaders/content';
import { pageMetadata } from '@/lib/metadata';
import { REGISTER_PATH } from '@/lib/routes/member';
import { sanitize } from '@/lib/sanitize';
import styles from '@/components/member/member-shell.module.css';
import panel from '@/components/ui/panel.module.css';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ title: '首次登入', path: REGISTER_PATH, noindex: true });
}

/** /member/register, the first login (spec-coverage “Members: session and screens”); the terms come from GET terms, sanitized here on the server. */
export default async function RegisterPage() {
  const terms = await loadTerms().catch(() => null);
  return (
    <section className={`${panel.card} ${styles.narrow}`}>
      <h1 className={panel.title}>首次登入</h1>
      <RegisterFlow termsHtml={terms ? sanitize(terms.content) : null} />
    </section>
  );
}
