import type { Member } from '@/lib/contract/types';
import styles from '../checkout.module.css';

/** The contact person: the member's own name and mobile, read-only (changed only through the head office). */
export function ContactSection({ member }: { member: Pick<Member, 'name' | 'mobile_phone01'> }) {
  return (
    <section className={styles.section} aria-labelledby="checkout-contact">
      <h2 id="checkout-contact" className={styles.sectionTitle}>
        聯絡人
      </h2>
      <dl className={styles.facts}>
        <dt>姓名</dt>
        <dd>{member.name}</dd>
        <dt>手機</dt>
        <dd>{member.mobile_phone01 || '未設定'}</dd>
      </dl>
    </section>
  );
}
