import { userMessage } from '@/lib/api/errors';
import type { ToastMessage } from '@/components/ui/toast';

/** An API refusal as the toast shows it: the API's own message (spec-coverage “Product page: cart and favourites”: passed on, never swallowed). */
export const refusal = (error: unknown): ToastMessage => ({ tone: 'error', text: userMessage(error) });
