import { isLuckyProductNumber } from '../lucky-products';

/** Card instalment periods and the order total each needs (spec-coverage “Order life: payments, deadlines, failures and refunds”); 0 is "no instalments". */
export const INSTALLMENT_THRESHOLDS: ReadonlyArray<[periods: number, minimumTotal: number]> = [
  [0, 0],
  [3, 3000],
  [6, 10000],
  [9, 25000],
];

/** Twelve periods: only when every line is a lucky item, and only with a method that allows 12 (taiShinCard's data). */
export const LUCKY_INSTALLMENT_PERIODS = 12;

/**
 * Which lucky numbers may be paid in 12 instalments. The spec gives two readings: every lucky number
 * (§9 "12 only when all items are lucky"), or a later list of only 01006 and 01011–01015. Decision
 * (docs/spec-coverage.md): every lucky number, the reading the instalment rule itself states.
 */
export const isInstallmentEligible = (productNumber: string) => isLuckyProductNumber(productNumber);

/**
 * What a payment method's data says of instalments: its spec id (M §9: 1 taiShinCard, 2 card, 3 unionPay,
 * 4 ATM) and, when the API sends it, `max_installment` (the shop's own field, optional: 0 is paid at once).
 */
export type InstallmentMethod = { id?: number; max_installment?: number | null };

/** M §9 "12 periods, one bank's cards only": the spec's payment id of that bank's card (1, taiShinCard). */
const TWELVE_PERIOD_PAYMENT_ID = 1;

/**
 * The most periods a method allows: its `max_installment` when the API sends one; else the spec's own rule
 * (M §9, a payment method of the spec is only id, name and content): the amount thresholds for every card,
 * 12 for the one bank's cards (taiShinCard) only.
 */
export function installmentCap(method: InstallmentMethod): number {
  const sent = method.max_installment;
  if (typeof sent === 'number' && Number.isInteger(sent)) return sent;
  const highest = Math.max(...INSTALLMENT_THRESHOLDS.map(([periods]) => periods));
  return method.id === TWELVE_PERIOD_PAYMENT_ID ? LUCKY_INSTALLMENT_PERIODS : highest;
}

/**
 * The periods a payment with this method may choose for this order: by total, 12 when every line is an
 * eligible lucky item, and none past what the method allows (`installmentCap`). 0, "paid at once", is
 * always one of them, whatever the method's data says (銀聯卡 and ATM: 0 only).
 */
export function availableInstallments(
  method: InstallmentMethod,
  total: number,
  productNumbers: readonly string[],
): number[] {
  const periods = INSTALLMENT_THRESHOLDS.filter(([, minimum]) => total >= minimum).map(([count]) => count);
  const allEligible = productNumbers.length > 0 && productNumbers.every(isInstallmentEligible);
  const cap = installmentCap(method);
  return (allEligible ? [...periods, LUCKY_INSTALLMENT_PERIODS] : periods).filter(
    (count) => count === 0 || count <= cap,
  );
}
