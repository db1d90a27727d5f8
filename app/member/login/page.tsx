import type { Metadata } from 'next';
import { LoginForm } from '@/components/member/login-form';
import { pageMetadata } from '@/lib/metadata';
import { LOGIN_PATH } from '@/lib/routes/member';
import styles from '@/components/member/member-shell.module.css';
import panel from '@/components/ui/panel.module.css';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ title: '會員登入', path: LOGIN_PATH, noindex: true });
}

/** /member/login (spec-coverage “Members: session and screens”): the default child of the member area. */
export default function LoginPage() {
  return (
    <section className={`${panel.card} ${styles.narrow}`}>
      <h1 className={panel.title}>會員登入</h1>
      <LoginForm />
    </section>
  );
}
