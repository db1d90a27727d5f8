import type { Metadata } from 'next';
import { MemberPanel, memberPageMetadata } from '@/components/member/member-panel';
import { RegisterFlow } from '@/components/member/register-flow';
import { loadTerms } from '@/lib/api/loaders/content';
import { REGISTER_PATH } from '@/lib/routes/member';
import { sanitize } from '@/lib/sanitize';

export function generateMetadata(): Promise<Metadata> {
  return memberPageMetadata('首次登入', REGISTER_PATH);
}

/** /member/register, the first login (spec-coverage “Members: session and screens”); the terms come from GET terms, sanitized here on the server. */
export default async function RegisterPage() {
  const terms = await loadTerms().catch(() => null);
  return (
    <MemberPanel title="首次登入" narrow>
      <RegisterFlow termsHtml={terms ? sanitize(terms.content) : null} />
    </MemberPanel>
  );
}
