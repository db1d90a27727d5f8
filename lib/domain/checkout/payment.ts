import { ValidationError } from 'yup';
import { FRAGILE_PRODUCT_NUMBER } from '../lucky-products';
import { availableInstallments, isOutlyingIsland, LUCKY_INSTALLMENT_PAYMENT, LUCKY_INSTALLMENT_PERIODS, ORDER_MESSAGES as M, orderPaymentSchema, PAYMENT_IDS } from '../orders';
import type { PaymentValues } from './draft-defaults';

export type PaymentField = keyof PaymentValues;
export type PaymentErrors = Partial<Record<PaymentField, string>> & { form?: string };

export { EMPTY_PAYMENT, type PaymentValues } from './draft-defaults';

export type PaymentPayload = { payment: 1 | 2 | 3 | 4; installment: number; atm_day: string | null; card_number: string | null };

const CARD_PAYMENTS: readonly number[] = [PAYMENT_IDS.taiShinCard, PAYMENT_IDS.card, PAYMENT_IDS.unionPay];

export const isCardPayment = (payment: string | number) => CARD_PAYMENTS.includes(Number(payment));
export const isAtmPayment = (payment: string | number) => Number(payment) === PAYMENT_IDS.ATM;

/**
 * The instalment periods a card payment may choose (spec member §9): by the order total with
 * shipping (the total the API checks), and 12 only for taiShinCard on an all-lucky order.
 */
export function installmentOptions(payment: string | number, total: number, productNumbers: readonly string[]): number[] {
  if (!isCardPayment(payment)) return [];
  const periods = availableInstallments(total, productNumbers);
  return Number(payment) === PAYMENT_IDS[LUCKY_INSTALLMENT_PAYMENT] ? periods : periods.filter((count) => count !== LUCKY_INSTALLMENT_PERIODS);
}

export const installmentLabel = (periods: number) => (periods === 0 ? '一次付清' : `${periods} 期`);

/** The fragile treasure bowl (01065) is never delivered to an outlying island (spec member §5 step 3). */
export const refusesFragileDelivery = (productNumbers: readonly string[], postalCode: string | null) =>
  postalCode !== null && postalCode !== '' && isOutlyingIsland(postalCode) && productNumbers.includes(FRAGILE_PRODUCT_NUMBER);

/** The form's values as POST orders takes them; ATM pays at once (installment 0). */
export function paymentPayload(values: PaymentValues): PaymentPayload {
  const atm = isAtmPayment(values.payment);
  return {
    payment: Number(values.payment) as PaymentPayload['payment'],
    installment: atm ? 0 : Number(values.installment),
    atm_day: atm ? values.atm_day : null,
    card_number: atm ? values.card_number.trim() : null,
  };
}

type PaymentContext = { total: number; productNumbers: readonly string[]; postalCode: string | null };

/**
 * Step 3's errors (spec member §5): the shared `orderPaymentSchema` on the fields; a period this
 * order does not allow; and, for the whole form, 01065 to an outlying-island postal code.
 */
export function paymentErrors(values: PaymentValues, { total, productNumbers, postalCode }: PaymentContext): PaymentErrors {
  const errors: PaymentErrors = {};
  try {
    orderPaymentSchema.validateSync(
      { payment: values.payment === '' ? undefined : Number(values.payment), installment: values.installment === '' ? undefined : Number(values.installment), atm_day: values.atm_day, card_number: values.card_number.trim() },
      { abortEarly: false },
    );
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    for (const inner of error.inner.length ? error.inner : [error]) {
      const field = inner.path as PaymentField | undefined;
      if (field && !errors[field]) errors[field] = inner.message;
    }
  }
  if (!errors.installment && isCardPayment(values.payment) && !installmentOptions(values.payment, total, productNumbers).includes(Number(values.installment))) {
    errors.installment = M.installment;
  }
  if (refusesFragileDelivery(productNumbers, postalCode)) errors.form = M.fragileIsland;
  return errors;
}
