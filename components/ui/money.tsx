import { formatNumber } from '@/lib/domain/format';

/** NT$ with thousands commas (spec-coverage “Platform”: trailing .00 dropped). */
export function Money({ value, className }: { value: number; className?: string }) {
  return <span className={className}>NT${formatNumber(value)}</span>;
}
