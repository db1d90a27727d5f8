type Line = { is_lucky: number; is_installment: number };

/**
 * Whether adding an ordinary product would take away 12-instalment card payment: the cart holds only
 * lucky lines and some were chosen with 12 instalments (spec-coverage “Product page: cart and favourites” "Cart"; the API then sets
 * their is_installment to 0), so the page asks CART_MESSAGES.installmentLost first.
 */
export const ordinaryAddEndsInstallment = (lines: readonly Line[]) =>
  lines.length > 0 && lines.every((line) => line.is_lucky === 1) && lines.some((line) => line.is_installment === 1);
