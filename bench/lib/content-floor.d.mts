/** An element as the content floor renders it: `[tag, props, ...children]`, text as strings. */
export type ContentNode = string | [string, Record<string, unknown>, ...ContentNode[]];
export declare const CONTENT_FLOOR_DIR: string;
export declare function contentOf(html: string, origin: string): { style: string; body: ContentNode[] };
export declare function writeContentFloor(url: string): Promise<void>;
