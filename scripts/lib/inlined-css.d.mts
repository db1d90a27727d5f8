/** Copies in `html` of a rule of its head's inlined CSS; 0 when the head inlines none. */
export function inlinedCssCopies(html: string): number;
