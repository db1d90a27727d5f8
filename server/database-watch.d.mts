export declare function answerLimitMs(value?: string): number;
export declare function watchDatabase(options: {
  files?: string[];
  probe: () => Promise<unknown>;
  onFailure: (reason: string) => void;
  limitMs?: number;
  intervalMs?: number;
  now?: () => number;
}): () => void;
