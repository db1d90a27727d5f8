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

/** What a payment method's data says of instalments (GET payment-methods `max_installment`; 0: paid at once). */
export type InstallmentMethod = { max_installment: number };

/**
 * The periods a payment with this method may choose for this order: by total, 12 when every line is an
 * eligible lucky item, and none past what the method allows (0 only, "paid at once", for 銀聯卡 and ATM).
 */
export function availableInstallments(
  method: InstallmentMethod,
  total: number,
  productNumbers: readonly string[],
): number[] {
  const periods = INSTALLMENT_THRESHOLDS.filter(([, minimum]) => total >= minimum).map(([count]) => count);
  const allEligible = productNumbers.length > 0 && productNumbers.every(isInstallmentEligible);
  return (allEligible ? [...periods, LUCKY_INSTALLMENT_PERIODS] : periods).filter(
    (count) => count <= method.max_installment,
  );
}
