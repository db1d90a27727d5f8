/** What a cart line contributes to the order: the product's member price and PV, times the quantity. */
type PricedLine = { product_quantity: number; is_lucky: number; products: { member_price: number; pv: number } };

export const lineTotal = (line: PricedLine) => line.products.member_price * line.product_quantity;

export const linePv = (line: PricedLine) => line.products.pv * line.product_quantity;

/** The order total in NT$ and the PV total of the cart (spec-coverage “Member area: favourites and cart step 1” "Cart step 1"), before shipping. */
export function cartTotals(lines: readonly PricedLine[]): { price: number; pv: number } {
  return lines.reduce((sum, line) => ({ price: sum.price + lineTotal(line), pv: sum.pv + linePv(line) }), {
    price: 0,
    pv: 0,
  });
}

/** Ordinary goods and lucky items together: 12-instalment card payment is then unavailable (spec-coverage “Member area: favourites and cart step 1”). */
export const isMixedCart = (lines: readonly Pick<PricedLine, 'is_lucky'>[]) =>
  lines.some((line) => line.is_lucky === 1) && lines.some((line) => line.is_lucky !== 1);
