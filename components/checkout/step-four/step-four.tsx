'use client';

import { Link } from '@/components/ui/link';
import { useEffect, useState } from 'react';
import { stepPath } from '@/lib/domain/checkout/steps';
import { ORDER_MESSAGES } from '@/lib/domain/orders';
import { useGiftOutcomes } from '@/lib/hooks/use-activities';
import { useCheckout } from '@/lib/checkout/use-checkout';
import type { CheckoutContext } from '@/lib/domain/checkout/step-guard';
import { useSubmitOrder } from '@/lib/checkout/use-submit-order';
import { useLoveCodes, useOffices, usePaymentMethods } from '@/lib/hooks/use-shop-settings';
import buttons from '@/components/ui/button.module.css';
import { GiftRows } from '@/components/activities/gift-rows';
import { FormFailure } from '@/components/ui/form/form-failure';
import { Confirm, Notice } from '@/components/ui/modal';
import { StickyTotals } from '@/components/ui/totals';
import { PreviewTotals } from '../preview-totals';
import { StepStatus } from '../step-status';
import styles from '../checkout.module.css';
import { OrderChoices } from './order-choices';
import { OrderLines } from './order-lines';
import { TermsConsent } from './terms-consent';

/** The terms as the server read them: sanitized HTML, and whether consent is needed (status 1). */
export type StepFourTerms = { html: string; required: boolean } | null;

/** Step 4's island: guarded by the step table, the whole order shown, then submitted once. */
export function StepFour({ terms }: { terms: StepFourTerms }) {
  const checkout = useCheckout(4);
  const offices = useOffices();
  const loveCodes = useLoveCodes();
  const methods = usePaymentMethods();
  const failed = [offices, loveCodes, methods].find((load) => load.error && !load.data);
  if (checkout.state === 'failed' || failed)
    return <StepStatus retry={checkout.state === 'failed' ? checkout.retry : () => void failed?.mutate()} />;
  if (checkout.state !== 'ready' || !offices.data || !loveCodes.data || !methods.data) return <StepStatus />;
  return (
    <Preview
      checkout={checkout.checkout}
      terms={terms}
      offices={offices.data}
      loveCodes={loveCodes.data}
      methods={methods.data}
    />
  );
}

type PreviewProps = { checkout: CheckoutContext; terms: StepFourTerms } & Pick<
  Parameters<typeof OrderChoices>[0],
  'offices' | 'loveCodes' | 'methods'
>;

function Preview({ checkout, terms, offices, loveCodes, methods }: PreviewProps) {
  // The activities are read afresh here: the payload carries what this page shows.
  const gifts = useGiftOutcomes(checkout.preview.lines);
  const { submit, busy, alert } = useSubmitOrder(checkout, { outcomes: gifts.outcomes ?? [], choices: gifts.choices });
  const giftsRead = gifts.outcomes !== null;
  const [agreed, setAgreed] = useState(false);
  const [termsError, setTermsError] = useState<string | undefined>();
  const needsConsent = !!terms?.required;

  // Back from the payment page may restore this page from the browser's back-forward cache as it
  // was when it left (button disabled, the cart already turned into the order): read it afresh.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload();
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const send = () => {
    if (needsConsent && !agreed) {
      setTermsError(ORDER_MESSAGES.terms);
      return;
    }
    setTermsError(undefined);
    void submit(needsConsent && agreed);
  };

  return (
    <div className={styles.step}>
      <section className={styles.section} aria-labelledby="checkout-choices">
        <h2 id="checkout-choices" className={styles.sectionTitle}>
          訂購資料
        </h2>
        <OrderChoices
          member={checkout.member}
          business={checkout.business}
          territory={checkout.territory}
          details={checkout.details}
          payment={checkout.payment}
          offices={offices}
          loveCodes={loveCodes}
          methods={methods}
        />
      </section>
      <section className={styles.section} aria-labelledby="checkout-lines">
        <h2 id="checkout-lines" className={styles.sectionTitle}>
          訂購商品
        </h2>
        <OrderLines lines={checkout.preview.lines} shipping={checkout.preview.shipping} />
      </section>
      {gifts.outcomes ? <GiftRows outcomes={gifts.outcomes} choices={gifts.choices} /> : null}
      {gifts.failed ? (
        <div>
          <FormFailure message="活動贈品資料讀取失敗，請重新載入後再送出訂單" />
          <button type="button" className={buttons.secondary} onClick={gifts.retry}>
            重新載入活動
          </button>
        </div>
      ) : null}
      {terms && needsConsent ? (
        <TermsConsent
          html={terms.html}
          checked={agreed}
          onChange={(checked) => {
            setAgreed(checked);
            if (checked) setTermsError(undefined);
          }}
          error={termsError}
        />
      ) : null}
      <StickyTotals>
        <PreviewTotals {...checkout.preview} />
      </StickyTotals>
      <div className={styles.actions}>
        <Link href={stepPath(3)} className={buttons.secondary}>
          上一步
        </Link>
        <button type="button" className={buttons.primary} onClick={send} disabled={busy || !giftsRead} aria-busy={busy}>
          {busy ? '訂單送出中…' : '送出訂單'}
        </button>
      </div>
      {alert?.onCancel ? (
        <Confirm
          title={alert.title}
          confirmLabel="繼續送出"
          cancelLabel="回購物車"
          onConfirm={alert.onConfirm}
          onCancel={alert.onCancel}
        >
          {alert.detail}
        </Confirm>
      ) : alert ? (
        <Notice title={alert.title} onConfirm={alert.onConfirm}>
          {alert.detail}
        </Notice>
      ) : null}
    </div>
  );
}
