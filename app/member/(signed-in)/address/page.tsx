import { AddressBook } from '@/components/member/address-book';
import { memberPanelRoute } from '@/components/member/member-panel';
import { SalesTerritoryForm } from '@/components/member/sales-territory-form';
import styles from '@/components/ui/panel.module.css';

/** /member/address (spec-coverage “Members: session and screens”): the sales-territory selector and the frequent-recipient list. */
const route = memberPanelRoute(
  { title: '常用收件人', path: '/member/address' },
  <>
    <h2 className={styles.subtitle}>業績地區</h2>
    <SalesTerritoryForm />
    <h2 className={styles.subtitle}>常用收件人列表</h2>
    <AddressBook />
  </>,
);
export const generateMetadata = route.generateMetadata;
export default route.Page;
