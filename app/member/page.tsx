import { redirect } from 'next/navigation';
import { LOGIN_PATH } from '@/lib/routes/member';

/** /member: its default child is the login page (a logged-in member is sent on to /home by proxy.ts). */
export default function MemberIndex() {
  redirect(LOGIN_PATH);
}
