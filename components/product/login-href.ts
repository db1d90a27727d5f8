/** The login page that brings the visitor back to `path` afterwards (spec-coverage “Public site: catalogue”). */
export const loginHref = (path: string) => `/member/login?redirect=${encodeURIComponent(path)}`;

export const productPath = (productId: number) => `/product/${productId}`;
