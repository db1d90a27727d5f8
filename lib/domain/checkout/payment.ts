import { ValidationError, type InferType } from 'yup';
import { FRAGILE_PRODUCT_NUMBER } from '../lucky-products';
import { availableInstallments, isOutlyingIsland, ORDER_MESSAGES as M, type InstallmentMethod } from '../orders';
import { orderPaymentSchema, PAYMENT_IDS } from './schema';
import type { PaymentValues } from './draft-defaults';

export type PaymentField = keyof PaymentValues;
export type PaymentErrors = Partial<Record<PaymentField, string>> & { form?: string };

export { EMPTY_PAYMENT, type PaymentValues } from './draft-defaults';

/** The step-3 fields of POST orders, as `orderPaymentSchema` validates them. */
export type PaymentPayload = InferType<typeof orderPaymentSchema>;

const CARD_PAYMENTS: readonly number[] = [PAYMENT_IDS.taiShinCard, PAYMENT_IDS.card, PAYMENT_IDS.unionPay];

export const isCardPayment = (payment: string | number) => CARD_PAYMENTS.includes(Number(payment));
export const isAtmPayment = (payment: string | number) => Number(payment) === PAYMENT_IDS.ATM;

/** A payment method as step 3 reads it: its id and what its data allows of instalments. */
export type PaymentMethodRule = InstallmentMethod & { id: number };

/**
 * The instalment periods a card payment may choose (spec-coverage “Checkout pages”): by the order total with shipping
 * (the total the API checks), 12 only on an all-lucky order, and only what the chosen method's data
 * allows (銀聯卡 is paid at once). No methods known yet: none.
 */
export function installmentOptions(
  payment: string | number,
  methods: readonly PaymentMethodRule[],
  total: number,
  productNumbers: readonly string[],
): number[] {
  const method = methods.find((entry) => entry.id === Number(payment));
  if (!isCardPayment(payment) || !method) return [];
  return availableInstallments(method, total, productNumbers);
}

/**
 * The period a card payment takes without asking: the only one this order allows (銀聯卡, or a total
 * under the first instalment threshold, is paid at once); '' while there is a choice to make.
 */
export const onlyInstallment = (periods: readonly number[]) => (periods.length === 1 ? String(periods[0]) : '');

export const installmentLabel = (periods: number) => (periods === 0 ? '一次付清' : `${periods} 期`);

/** The fragile treasure bowl (01065) is never delivered to an outlying island (spec-coverage “Checkout pages” step 3). */
export const refusesFragileDelivery = (productNumbers: readonly string[], postalCode: string | null) =>
  postalCode !== null &&
  postalCode !== '' &&
  isOutlyingIsland(postalCode) &&
  productNumbers.includes(FRAGILE_PRODUCT_NUMBER);

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

type PaymentContext = {
  methods: readonly PaymentMethodRule[];
  total: number;
  productNumbers: readonly string[];
  postalCode: string | null;
};

/**
 * Step 3's errors (spec-coverage “Checkout pages”): the shared `orderPaymentSchema` on the fields; a period this
 * order does not allow; and, for the whole form, 01065 to an outlying-island postal code.
 */
export function paymentErrors(
  values: PaymentValues,
  { methods, total, productNumbers, postalCode }: PaymentContext,
): PaymentErrors {
  const errors: PaymentErrors = {};
  try {
    orderPaymentSchema.validateSync(
      {
        payment: values.payment === '' ? undefined : Number(values.payment),
        installment: values.installment === '' ? undefined : Number(values.installment),
        atm_day: values.atm_day,
        card_number: values.card_number.trim(),
      },
      { abortEarly: false },
    );
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    for (const inner of error.inner.length ? error.inner : [error]) {
      const field = inner.path as PaymentField | undefined;
      if (field && !errors[field]) errors[field] = inner.message;
    }
  }
  if (
    !errors.installment &&
    isCardPayment(values.payment) &&
    !installmentOptions(values.payment, methods, total, productNumbers).includes(Number(values.installment))
  ) {
    errors.installment = M.installment;
  }
  if (refusesFragileDelivery(productNumbers, postalCode)) errors.form = M.fragileIsland;
  return errors;
}
