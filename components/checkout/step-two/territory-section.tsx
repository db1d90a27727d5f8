'use client';

import type { Office } from '@/lib/contract/types';
import { SelectField } from '@/components/ui/form/select-field';
import styles from '../checkout.module.css';
import type { StepTwoFormik } from './form-values';
import { formikSelect } from '@/components/ui/form/formik-field';

/** The sales territory the order's performance is booked to (spec-coverage “Checkout pages” step 2): offices that take performance. */
export function TerritorySection({ formik, offices }: { formik: StepTwoFormik; offices: readonly Office[] }) {
  const options = offices
    .filter((office) => office.is_sales_territory_use === 1)
    .map((office) => ({ value: office.code, label: office.name }));
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>業績地區</h2>
      <SelectField
        label="業績地區"
        options={options}
        placeholder="請選擇業績地區"
        {...formikSelect(formik, 'sale_territory')}
      />
    </section>
  );
}
