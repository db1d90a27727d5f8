/** The page's HTML without the inline RSC payload's copies of the stylesheets its head already has. */
export function withoutInlinedCssCopies(html: string): string;

/** Lightens a cached `APP_PAGE` value's HTML in place, once per value; other values are left alone. */
export function lightenCachedPage(value: unknown): void;
