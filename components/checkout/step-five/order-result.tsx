import Link from 'next/link';
import type { ShoppingResultView } from '@/lib/api/types';
import { CHECKOUT_MESSAGES as M } from '@/lib/domain/checkout/messages';
import type { OrderResult as Result } from '@/lib/domain/checkout/result';
import { ArticleHtml } from '@/components/article/article-html';
import buttons from '@/components/ui/button.module.css';
import styles from '../checkout.module.css';
import { RedPacketSlot } from './red-packet-slot';
import { ResultEffects } from './result-effects';

/**
 * Step 5 (spec member §2): entry 0 of the shopping-result views on success, with the order number;
 * entry 1 on failure under 交易失敗 (the payment failed) or 訂單送出失敗 (error=500: the order itself
 * failed). The views' HTML is sanitized here on the server.
 */
export function OrderResult({ result, views }: { result: Result; views: readonly ShoppingResultView[] }) {
  const view = views[result.ok ? 0 : 1];
  const heading = result.ok ? (view?.title ?? '感謝您的訂購') : result.reason === 'order' ? M.orderFailed : M.transactionFailed;
  const orderId = result.ok ? result.orderId : null;
  return (
    <div className={styles.result}>
      <h2 className={styles.resultTitle}>{heading}</h2>
      {result.orderNo ? <p className={styles.orderNo}>{M.orderNumber(result.orderNo)}</p> : null}
      {view ? <ArticleHtml html={view.content} /> : null}
      <RedPacketSlot
        orderId={orderId}
        links={
          <div className={styles.actions}>
            <Link href="/member/order/list" className={buttons.secondary}>
              購買紀錄
            </Link>
            <Link href="/home" className={buttons.primary}>
              回首頁
            </Link>
          </div>
        }
      />
      <ResultEffects ok={result.ok} />
    </div>
  );
}
