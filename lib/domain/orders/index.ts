export * from './deadlines';
export * from './installments';
export * from './messages';
export * from './payment-date';
export * from './shipping';
export * from './shop-state';
export * from './status';
export * from './transitions';
