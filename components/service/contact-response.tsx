import { Link } from '@/components/ui/link';
import { ContentPage } from '@/components/layout/content-page';
import styles from './contact-response.module.css';

/** The contact-received page: a thank-you and the two ways on. */
export function ContactResponse() {
  return (
    <ContentPage title="感謝您的來信" fontSizeControl={false}>
      <div className={styles.box}>
        <p className={styles.lead}>我們已收到您的訊息，客服人員將於三個工作天內與您聯繫。</p>
        <div className={styles.links}>
          <Link href="/home" className={styles.primary}>
            回首頁
          </Link>
          <Link href="/service/contact" className={styles.secondary}>
            繼續填寫聯絡表單
          </Link>
        </div>
      </div>
    </ContentPage>
  );
}
