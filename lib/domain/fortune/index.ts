export * from './calendar';
export * from './chart';
export * from './result';
export * from './traditional';
