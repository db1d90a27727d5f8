import { ApiError } from '@/lib/api/errors';

/** What a failed cart or favourite call tells the member: the API's own message, else a plain failure. */
export const actionErrorMessage = (error: unknown) => (error instanceof ApiError ? error.message : '系統錯誤，請稍後再試。');
