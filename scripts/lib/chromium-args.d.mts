/** Flags Chromium needs on these machines (root, no GPU, closed network). */
export const CHROMIUM_ARGS: string[];
