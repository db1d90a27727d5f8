import { isSiteMaintenanceAnswer, SITE_MAINTENANCE_DIGEST } from '@/lib/domain/site-maintenance';

/** A non-2xx answer of the web API, with what the spec's error catalogues key on. */
export class ApiError extends Error {
  /** Set for the maintenance message only: Next.js hands an error's own digest to the error boundary. */
  digest?: string;

  constructor(
    readonly status: number,
    message: string,
    readonly status_from_backend?: number,
    readonly errors?: Record<string, string[]>,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    if (isSiteMaintenanceAnswer(status, body)) this.digest = SITE_MAINTENANCE_DIGEST;
  }

  /** The API's "site closed for maintenance" message (spec-coverage “Public site: platform, SEO and speed”). */
  get isSiteMaintenance() {
    return this.digest === SITE_MAINTENANCE_DIGEST;
  }

  /** The member's token is no longer accepted: the forced-logout path of spec-coverage “Members: session and screens”. */
  get isUnauthenticated() {
    return this.status === 401 || this.message === 'Unauthenticated.';
  }

  static async from(response: Response): Promise<ApiError> {
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    const message = typeof body.message === 'string' ? body.message : response.statusText || '系統錯誤';
    const code = body.status_from_backend === undefined ? undefined : Number(body.status_from_backend);
    return new ApiError(response.status, message, code, body.errors as Record<string, string[]> | undefined, body);
  }
}

/** What a failed call tells the member: the API's own message, else a plain failure (never swallowed). */
export const userMessage = (error: unknown) =>
  error instanceof ApiError && error.message ? error.message : '系統錯誤，請稍後再試';

/** null for a 404 of the API (missing id, other collection, outside its window, not published yet); other errors throw. */
export async function nullOn404<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * The API has not the call: 404 for a path it does not know, 405 for one it knows with another method. What the
 * shop does for a call the spec does not name (its contract entry's `addition`) when the company API lacks it.
 */
export const isAbsentCall = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 405);

/** The answer of a call the spec does not name, or `fallback()` (from the spec's calls) when the API has not it. */
export async function orWhenAbsent<T>(load: Promise<T>, fallback: () => Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (isAbsentCall(error)) return fallback();
    throw error;
  }
}
