/**
 * The shipping-fee line of an order (spec-coverage “Orders and payment: the API”): fee 100 is product 06004, 200 is 0600401,
 * 250 is 0600402; the line exists only when the fee is not zero. These products are order lines,
 * never catalogue goods: the catalogue calls leave them out for everyone, testers included.
 */
export const SHIPPING_FEE_LINE_NUMBERS: Readonly<Record<number, string>> = {
  100: '06004',
  200: '0600401',
  250: '0600402',
};

export const shippingFeeLineNumber = (fee: number): string | undefined => SHIPPING_FEE_LINE_NUMBERS[fee];

export const isShippingFeeLine = (productNumber: string) =>
  Object.values(SHIPPING_FEE_LINE_NUMBERS).includes(productNumber);
