export * from './installments';
export * from './shipping';
export * from './shop-state';
export * from './status';
