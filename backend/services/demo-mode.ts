/** Whether the embedded API serves the demo (API_BASE_URL unset, DEMO_MODE not 0): its demo-only calls exist only then. */
export const isDemo = () => !process.env.API_BASE_URL && process.env.DEMO_MODE !== '0';
