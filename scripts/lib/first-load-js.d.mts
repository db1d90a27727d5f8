export declare const FIRST_LOAD_GOAL_KB: number;
export declare const FIRST_LOAD_BUDGET_KB: number;
export declare function budgetOf(path: string): number;
export declare function scriptsOf(html: string): string[];
export declare function publicRoutes(base: string): Promise<string[]>;
export declare function firstLoadJs(base: string, path: string): Promise<{ path: string; scripts: number; raw: number; gzip: number }>;
export declare function firstLoadTable(rows: { path: string; scripts: number; raw: number; gzip: number }[]): string;
export declare const kB: (bytes: number) => string;
