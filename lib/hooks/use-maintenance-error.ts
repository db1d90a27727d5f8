import { useEffect } from 'react';
import { sendToMaintenanceOnce } from '@/lib/api/site-maintenance';
import { SITE_MAINTENANCE_DIGEST } from '@/lib/domain/site-maintenance';

/**
 * For error boundaries: a page whose server-side call met the API's maintenance message fails with
 * its digest (lib/api/errors.ts); the user is then sent to /error once per session, as the browser
 * clients do. Answers whether the error is that message.
 */
export function useMaintenanceError(error: { digest?: string }): boolean {
  const maintenance = error.digest === SITE_MAINTENANCE_DIGEST;
  useEffect(() => {
    if (maintenance) sendToMaintenanceOnce();
  }, [maintenance]);
  return maintenance;
}
