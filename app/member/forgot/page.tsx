import type { Metadata } from 'next';
import { ForgotFlow } from '@/components/member/forgot-flow';
import { pageMetadata } from '@/lib/metadata';
import { FORGOT_PATH } from '@/lib/routes/member';
import styles from '@/components/member/member-shell.module.css';
import panel from '@/components/ui/panel.module.css';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ title: '忘記密碼', path: FORGOT_PATH, noindex: true });
}

/** /member/forgot (spec-coverage “Members: session and screens”): four steps; logged-in members are sent to /home by proxy.ts. */
export default function ForgotPage() {
  return (
    <section className={`${panel.card} ${styles.narrow}`}>
      <h1 className={panel.title}>忘記密碼</h1>
      <ForgotFlow />
    </section>
  );
}
