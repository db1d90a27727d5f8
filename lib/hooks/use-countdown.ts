'use client';

import { useCallback, useEffect, useState } from 'react';
import { RESEND_LOCK_SECONDS } from '@/lib/domain/otp';

/** A seconds countdown: `start()` sets it to `seconds` (or it starts running), it ticks down to 0 once a second. */
export function useCountdown(seconds = RESEND_LOCK_SECONDS, { running = false } = {}) {
  const [left, setLeft] = useState(running ? seconds : 0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((value) => Math.max(0, value - 1)), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const start = useCallback(() => setLeft(seconds), [seconds]);
  return { left, running: left > 0, start };
}
