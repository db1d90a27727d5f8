export declare function endWithRunner(runnerPid?: string | number): void;
