/** Whether an answer's value is a JSON object (not null, not an array): what the tolerant readings look into. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);
