import { ApiError } from '@/lib/api/errors';
import type { ToastMessage } from '@/components/ui/toast';

/** An API refusal as the toast shows it: the API's own message (spec public §8: passed on, never swallowed). */
export const refusal = (error: unknown): ToastMessage => ({
  tone: 'error',
  text: error instanceof ApiError && error.message ? error.message : '系統錯誤，請稍後再試',
});
