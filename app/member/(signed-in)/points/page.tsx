import { memberPanelRoute } from '@/components/member/member-panel';
import styles from '@/components/ui/panel.module.css';

/** /member/points (spec-coverage “Members: session and screens”): always "no data", with the fixed date 2021/12/31. */
const route = memberPanelRoute(
  { title: '點數查詢', path: '/member/points' },
  <>
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
  </>,
);
export const generateMetadata = route.generateMetadata;
export default route.Page;
