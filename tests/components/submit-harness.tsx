import { useSubmitOrder, type OrderGifts } from '@/components/checkout/step-four/use-submit-order';
import { checkout } from './checkout-fixture';

/** Step 4's submission alone: a send button and its alert (a question has 繼續送出 / 回購物車). */
export function SubmitHarness({ gifts = { outcomes: [], choices: {} } }: { gifts?: OrderGifts }) {
  const { submit, busy, alert } = useSubmitOrder(checkout, gifts);
  return (
    <>
      <button type="button" onClick={() => void submit(true)} disabled={busy}>
        送出訂單
      </button>
      {alert ? (
        <div role="alertdialog" aria-label={alert.title}>
          <p>{alert.detail}</p>
          <button type="button" onClick={alert.onConfirm}>
            {alert.onCancel ? '繼續送出' : '確定'}
          </button>
          {alert.onCancel ? (
            <button type="button" onClick={alert.onCancel}>
              回購物車
            </button>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
