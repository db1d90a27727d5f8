import type { ReactNode } from 'react';
import type { Office } from '@/lib/contract/types';
import styles from './orders.module.css';

/** A list of label and value pairs; rows without a value are left out. */
export function OrderFacts({
  rows,
  className = styles.facts,
}: {
  rows: [label: string, value: ReactNode][];
  className?: string;
}) {
  return (
    <dl className={className}>
      {rows
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value]) => (
          <div key={label} className={styles.pair}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** The office with this code (delivery, sales territory and invoice pickup name offices by code). */
export const officeByCode = (offices: readonly Office[] | undefined, code: string | null | undefined) =>
  code ? offices?.find((office) => office.code === code) : undefined;

export const officeAddress = (office: Office) =>
  `${office.postal_code} ${office.city}${office.district}${office.address}`;
