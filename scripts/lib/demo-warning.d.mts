type Env = Record<string, string | undefined>;
export function demoModeOn(env?: Env): boolean;
export function demoModeWarning(env?: Env): string | undefined;
