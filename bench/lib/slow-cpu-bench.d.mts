/** The parts of a Lighthouse report the breakdown reads. */
export type LighthouseRun = {
  requestedUrl?: string;
  finalDisplayedUrl?: string;
  audits: {
    metrics: { details: { items: { firstContentfulPaint: number; interactive: number }[] } };
    'long-tasks'?: { details?: { items: { startTime: number; duration: number; url: string }[] } };
    'total-blocking-time': { numericValue: number };
  };
};
export type BlockingKind = 'document' | 'scripts' | 'other';
export declare function calibrateSlowdown(floorUrl: string): Promise<number>;
export declare function measureAtSlowCpu(
  targets: { label: string; url: string; reference?: boolean }[],
  options: { runs: number },
): Promise<{
  cpuSlowdown: number;
  rows: { label: string; method: string; report: LighthouseRun; runs: LighthouseRun[]; reference?: boolean }[];
}>;
export declare function blockingBreakdown(report: LighthouseRun): Record<BlockingKind, number>;
export declare function blockingTable(rows: { label: string; runs: LighthouseRun[] }[]): string;
