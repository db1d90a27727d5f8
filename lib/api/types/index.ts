/**
 * Entity types of the web API, typed once (§3 of both spec documents; spec-coverage “Platform”), one file per resource group.
 * Date-times are 'YYYY-MM-DD HH:mm:ss' strings in Taiwan time; flags are 0 / 1 numbers as sent.
 */
export * from './common';
export * from './catalogue';
export * from './site';
export * from './content';
export * from './service';
export * from './member';
export * from './cart';
export * from './orders';
export * from './shop';
export * from './activities';
