export * from './line-limit';
export * from './messages';
export * from './personalisation';
export * from './totals';
