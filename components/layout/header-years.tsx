import { cacheLife } from 'next/cache';
import { taipeiDate } from '@/lib/domain/clock';
import { rocYear, sexagenaryYear } from '@/lib/domain/roc-year';

/**
 * 民國 year and sexagenary year name of today in Taiwan (spec-coverage “Public site: platform, SEO and speed”). Cached: it only changes at
 * New Year, and reading the clock inside the cache keeps the page shell static.
 */
export async function HeaderYears({ className }: { className?: string }) {
  'use cache';
  cacheLife('hours');
  const year = Number(taipeiDate(new Date()).slice(0, 4));
  return (
    <p className={className} data-testid="header-years">
      中華民國 <span>{rocYear(year)}</span> 年・歲次 <span>{sexagenaryYear(year)}</span> 年
    </p>
  );
}
