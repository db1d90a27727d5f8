export * from './rules';
export * from './choices';
export * from './submission';
export * from './raffle';
export * from './messages';
export * from './next-reward';
