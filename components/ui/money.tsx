import { formatNumber } from '@/lib/domain/format';

/**
 * NT$ with thousands commas (spec-coverage “Platform”: trailing .00 dropped), after `label` when given.
 * One text node: JSX's `NT${…}` would be two, with a comment between them in the HTML, and a product
 * tile's labelled price one element more (docs/perf.md, “On a slower phone”).
 */
export function Money({ value, className, label = '' }: { value: number; className?: string; label?: string }) {
  return <span className={className}>{`${label}NT$${formatNumber(value)}`}</span>;
}
