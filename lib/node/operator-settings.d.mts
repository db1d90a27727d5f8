type Env = Record<string, string | undefined>;

export declare function demoModeSetting(env?: Env): 'on' | 'off' | 'unknown';
export declare function demoModeOn(env?: Env): boolean;
export declare const PAYMENT_KEY_LENGTH: 16;
export type PaymentKeysProblem = 'unset' | 'half' | 'length' | 'public';
export declare function paymentKeysProblem(hashKey?: string, hashIv?: string): PaymentKeysProblem | undefined;
