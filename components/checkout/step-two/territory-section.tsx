'use client';

import type { Office } from '@/lib/contract/types';
import { SelectField } from '@/components/ui/form/select-field';
import styles from '../checkout.module.css';
import { shownError, type StepTwoFormik } from './form-values';

/** The sales territory the order's performance is booked to (spec-coverage “Checkout pages” step 2): offices that take performance. */
export function TerritorySection({ formik, offices }: { formik: StepTwoFormik; offices: readonly Office[] }) {
  const options = offices.filter((office) => office.is_sales_territory_use === 1).map((office) => ({ value: office.code, label: office.name }));
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>
        業績地區
      </h2>
      <SelectField
        label="業績地區"
        name="sale_territory"
        value={formik.values.sale_territory}
        options={options}
        placeholder="請選擇業績地區"
        onChange={(value) => void formik.setFieldValue('sale_territory', value)}
        onBlur={() => void formik.setFieldTouched('sale_territory', true)}
        error={shownError(formik, 'sale_territory')}
      />
    </section>
  );
}
