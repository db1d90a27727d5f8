export declare function stopWhenOutputIsGone(stop: (reason: string) => void): void;
