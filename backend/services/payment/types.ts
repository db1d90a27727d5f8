/** What a gateway needs to know of an order to take its payment. */
export type PayableOrder = {
  id: number;
  order_number: string;
  total_price: number;
  created_at: string;
  payment: string;
  installment: number;
};

/** A verified payment result of the gateway's server-to-server notice. */
export type PaymentNotice = {
  orderNumber: string;
  paid: boolean;
  amount: number;
  /** The gateway's own trade number (stored as thirdparty_payment_number). */
  tradeNo: string;
  /** When the gateway took the payment (Taiwan wall time 'YYYY-MM-DD HH:mm:ss'), when it says so. */
  paidAt: string | null;
};

/**
 * The payment gateway behind one interface (docs/architecture.md "How an order flows"): the demo's sandbox
 * implements it; a real Taiwanese gateway replaces it here without touching a page or a route.
 */
export interface PaymentGateway {
  /** Whether payments can be taken at all: the gateway's keys are configured (else no notice can be verified). */
  takesPayments(): boolean;
  /** Where the member's browser pays for this order (the order's `url`). */
  checkoutUrl(order: PayableOrder): string;
  /** The notice's result, or undefined when its signature (or merchant) is not the gateway's. */
  readNotice(params: Record<string, string>): PaymentNotice | undefined;
  /** What the gateway expects back once a notice is handled (a refusal starts with `0|`). */
  readonly acknowledgement: string;
}
