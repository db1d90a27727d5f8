'use client';

import { useEffect, useState } from 'react';
import { call, dataOf } from '@/lib/api/call';
import { bffApi } from '@/lib/api/member-browser';
import { orWhenAbsent } from '@/lib/api/errors';
import { taipeiDate } from '@/lib/domain/clock';
import { formatNumber } from '@/lib/domain/format';
import {
  bonusNotices,
  dataMonthOf,
  performanceBanners,
  performanceCards,
  performanceFromMember,
  type PerformanceReading,
} from '@/lib/domain/performance';
import styles from './performance-view.module.css';

/** Spec member §9: the performance page loads its data after 500 ms. */
export const PERFORMANCE_DELAY_MS = 500;

/**
 * `GET performances` (the shop's addition, decision 0035), else the member's own figures from `GET users`
 * (M §3) on an API without it (404, 405; decision 0164).
 */
const readPerformance = (): Promise<PerformanceReading> =>
  orWhenAbsent(call(bffApi(), 'GET performances').then(dataOf), () =>
    call(bffApi(), 'GET users').then(dataOf).then(performanceFromMember),
  );

export function PerformanceView() {
  const [lookup, setLookup] = useState<PerformanceReading | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    const timer = setTimeout(() => {
      readPerformance()
        .then((data) => !cancelled && setLookup(data))
        .catch(() => !cancelled && setFailed(true));
    }, PERFORMANCE_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, []);
  if (failed) return <p role="alert">業績資料載入失敗，請稍後再試。</p>;
  if (!lookup) return <p role="status">載入中…</p>;
  const { notice, expiredReminder } = performanceBanners(lookup, taipeiDate(new Date()));
  const month = dataMonthOf(lookup);
  return (
    <>
      {notice ? <p className={styles.banner}>{notice}</p> : null}
      {expiredReminder ? (
        <p className={styles.banner} role="alert">
          {expiredReminder}
        </p>
      ) : null}
      {bonusNotices(lookup).map((text) => (
        <p key={text} className={styles.banner}>
          {text}
        </p>
      ))}
      <p>
        {lookup.hierarchical}
        {month ? `・資料月份 ${month}` : null}
      </p>
      <div className={styles.figures}>
        {performanceCards(lookup).map((card) => (
          <div key={card.key} className={styles.figure} data-testid={`figure-${card.key}`}>
            <p>{card.label}</p>
            <p className={styles.figureValue}>{formatNumber(card.value)}</p>
          </div>
        ))}
      </div>
    </>
  );
}
