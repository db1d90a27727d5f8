/** Types of serve.mjs for the tests of how the suite starts its servers. */
export function serveOn(options: {
  port: number;
  command: string;
  args: string[];
  env?: Record<string, string>;
  readyPath: string;
}): Promise<{ base: string; stop: () => void; pid: number; ended: Promise<string> }>;
