import { redirect } from 'next/navigation';

/** /member: its default child is the login page (a logged-in member is sent on to /home by proxy.ts). */
export default function MemberIndex() {
  redirect('/member/login');
}
