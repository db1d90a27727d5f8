import { demoModeOn } from '@/lib/node/operator-settings.mjs';

/** Whether the embedded API serves the demo (lib/node/operator-settings.mjs): its demo-only calls exist only then. */
export const isDemo = () => demoModeOn(process.env);
