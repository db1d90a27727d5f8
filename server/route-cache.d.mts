export declare function clearRuntimePages(distDir?: string): void;
