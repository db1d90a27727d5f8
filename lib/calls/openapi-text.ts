/** Where the generated document is committed, and its exact text (the staleness test compares it). */
export const OPENAPI_PATH = 'docs/openapi.json';
export const openApiText = (document: unknown) => `${JSON.stringify(document, null, 2)}\n`;
