export type FirstLoadRow = { path: string; scripts: number; raw: number; gzip: number; brotli: number };
export declare const FLOOR_MARGIN_KB: number;
export declare function scriptsOf(html: string): string[];
export declare function publicRoutes(base: string): Promise<string[]>;
export declare function firstLoadJs(base: string, path: string): Promise<FirstLoadRow>;
export declare function firstLoadBesideFloor(
  shopBase: string,
  floorBase: string,
): Promise<{ floor: FirstLoadRow; rows: FirstLoadRow[] }>;
export declare function firstLoadTable(rows: FirstLoadRow[], floor: FirstLoadRow): string;
export declare function overBudget(row: FirstLoadRow, floor: FirstLoadRow): boolean;
export declare const kB: (bytes: number) => string;
export declare function warmBrotli(base: string, paths: string[]): Promise<void>;
