import { Link } from '@/components/ui/link';
import type { ShoppingResultView } from '@/lib/contract/types';
import { ORDER_MESSAGES as M } from '@/lib/domain/orders/messages';
import { resultOrderId, type OrderResult as Result } from '@/lib/domain/checkout/result';
import { ArticleHtml } from '@/components/article/article-html';
import buttons from '@/components/ui/button.module.css';
import { StepBar } from '../step-bar';
import styles from '../checkout.module.css';
import { OrderOutcomeView } from './order-outcome';
import { RedPacketSlot } from '@/components/activities/red-packet-slot';
import { ResultEffects } from './result-effects';

const links = (
  <div className={styles.actions}>
    <Link href="/member/order/list" className={buttons.secondary}>
      購買紀錄
    </Link>
    <Link href="/home" className={buttons.primary}>
      回首頁
    </Link>
  </div>
);

/**
 * Step 5 (spec-coverage “Checkout pages”) with its step bar. An order named in the query is shown as it is
 * (OrderOutcomeView reads it); without one (error=500: the order itself failed) the query is all there
 * is: entry 1 of the shopping-result views under 訂單送出失敗 or 交易失敗. The views' HTML is sanitized
 * here on the server: entry 0 for an order that stands, entry 1 for one that does not.
 */
export function OrderResult({ result, views }: { result: Result; views: readonly ShoppingResultView[] }) {
  const standing = views[0] ? <ArticleHtml html={views[0].content} /> : null;
  const failed = views[1] ? <ArticleHtml html={views[1].content} /> : null;
  const orderId = resultOrderId(result);
  if (orderId !== null)
    return (
      <OrderOutcomeView
        orderId={orderId}
        orderNo={result.orderNo}
        standingView={standing}
        failedView={failed}
        links={links}
      />
    );

  const view = views[result.ok ? 0 : 1];
  const heading = result.ok
    ? (view?.title ?? '感謝您的訂購')
    : result.reason === 'order'
      ? M.orderFailed
      : M.transactionFailed;
  return (
    <>
      <StepBar current={result.ok ? 5 : 0} />
      <div className={styles.result}>
        <h2 className={styles.resultTitle}>{heading}</h2>
        {result.orderNo ? <p className={styles.orderNo}>{M.orderNumber(result.orderNo)}</p> : null}
        {result.ok ? standing : failed}
        <RedPacketSlot orderId={null} links={links} />
        <ResultEffects ok={result.ok} />
      </div>
    </>
  );
}
