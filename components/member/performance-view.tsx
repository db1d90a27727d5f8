'use client';

import { useEffect, useState } from 'react';
import { call, dataOf } from '@/lib/api/call';
import { bffApi } from '@/lib/api/member-browser';
import type { PerformanceLookup } from '@/lib/contract/types';
import { taipeiDate } from '@/lib/domain/clock';
import { formatNumber } from '@/lib/domain/format';
import { bonusNotices } from '@/lib/domain/performance';
import { performanceBanners, performanceCards } from '@/lib/domain/performance';
import styles from './performance-view.module.css';

/** Spec member §9: the performance page loads its data after 500 ms. */
export const PERFORMANCE_DELAY_MS = 500;

export function PerformanceView() {
  const [lookup, setLookup] = useState<PerformanceLookup | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    const timer = setTimeout(() => {
      call(bffApi(), 'GET performances')
        .then(dataOf)
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
        {lookup.hierarchical}・資料月份 {lookup.yyyymm.slice(0, 4)}/{lookup.yyyymm.slice(4)}
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
