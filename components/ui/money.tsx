import { formatNumber } from '@/lib/domain/format';

/**
 * NT$ with thousands commas (spec-coverage “Platform”: trailing .00 dropped), after `label` when given.
 * One text node: JSX's `NT${…}` would be two, with a comment between them in the HTML (fewer nodes to
 * parse and hydrate on a slow phone; a labelled price needs no span of its own).
 */
export function Money({ value, className, label = '' }: { value: number; className?: string; label?: string }) {
  return <span className={className}>{`${label}NT$${formatNumber(value)}`}</span>;
}
