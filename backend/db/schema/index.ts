export * from './site';
export * from './content';
export * from './offices';
export * from './shop';
export * from './catalogue';
export * from './members';
export * from './shopping';
