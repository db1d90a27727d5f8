import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/metadata';
import styles from '@/components/ui/panel.module.css';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ title: '點數查詢', path: '/member/points', noindex: true });
}

/** /member/points (spec-coverage “Members: session and screens”): always "no data", with the fixed date 2021/12/31. */
export default function PointsPage() {
  return (
    <section className={styles.card}>
      <h1 className={styles.title}>點數查詢</h1>
      <p>資料日期：2021/12/31</p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">日期</th>
            <th scope="col">說明</th>
            <th scope="col">點數</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td colSpan={3}>查無資料</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}
