import { ecpaySandbox } from './ecpay-sandbox';
import type { PaymentGateway } from './types';

export type { PaymentGateway } from './types';

/** The gateway the shop takes payments through (the interface: types.ts). */
export const paymentGateway = (): PaymentGateway => ecpaySandbox();
