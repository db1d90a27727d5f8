/**
 * Shipping of an order (spec-coverage “Orders and payment: the API”), used by the checkout preview and the order API alike.
 * A postal prefix picks a region rule; the rule's fee is waived at its free-shipping total, or when a
 * line reaches its product's free-shipping quantity (the abroad quantity on the outlying islands,
 * rules 2–5). Office pickup never pays shipping.
 */

export type ShippingRule = { id: number; shipping_fee: number; free_shipping: number };

export const MAIN_ISLAND_RULE = 1;

const RULE_BY_PREFIX: ReadonlyArray<[rule: number, prefixes: readonly number[]]> = [
  [2, [880, 881, 882, 883, 884, 885]],
  [3, [209, 210, 211, 212, 890, 891, 892, 893, 894, 895, 896]],
  [4, [290, 817, 819, 929, 952]],
  [5, [951]],
];

/** The rule id of a postal code by its first three digits: 2 Penghu, 3 Kinmen and Matsu, 4 and 5 other islands, else 1. */
export function shippingRuleId(postalCode: string | number): number {
  const prefix = Number(String(postalCode).trim().slice(0, 3));
  return RULE_BY_PREFIX.find(([, prefixes]) => prefixes.includes(prefix))?.[0] ?? MAIN_ISLAND_RULE;
}

/** Rules 2–5: outlying islands (free shipping from NT$10,000, the abroad free-shipping quantities). */
export const isOutlyingIsland = (postalCode: string | number) => shippingRuleId(postalCode) !== MAIN_ISLAND_RULE;

export type ShippingLine = {
  product_quantity: number;
  products: { free_shipping_quantity: number | null; abroad_free_shipping_quantity: number | null };
};

type ShippingInput = {
  rules: readonly ShippingRule[];
  /** Home delivery (code 51) ships to this postal code; null for office pickup. */
  postalCode: string | null;
  /** The goods' total in NT$, before shipping. */
  total: number;
  lines: readonly ShippingLine[];
};

/** The shipping fee in NT$: 0 for pickup, free above the rule's threshold or a product's free quantity, else the rule's fee. */
export function shippingFee({ rules, postalCode, total, lines }: ShippingInput): number {
  if (postalCode === null) return 0;
  const ruleId = shippingRuleId(postalCode);
  const rule = rules.find((item) => item.id === ruleId);
  if (!rule) throw new Error(`shipping rule ${ruleId} is missing`);
  if (total >= rule.free_shipping) return 0;
  const quantityOf = (line: ShippingLine) =>
    ruleId === MAIN_ISLAND_RULE ? line.products.free_shipping_quantity : line.products.abroad_free_shipping_quantity;
  const freeByQuantity = lines.some((line) => {
    const freeAt = quantityOf(line);
    return !!freeAt && freeAt > 0 && line.product_quantity >= freeAt;
  });
  return freeByQuantity ? 0 : rule.shipping_fee;
}
