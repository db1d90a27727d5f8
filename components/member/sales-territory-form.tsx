'use client';

import { useFormik } from 'formik';
import { useId, useState } from 'react';
import { useSWRConfig } from 'swr';
import { ApiError } from '@/lib/api/errors';
import { updateProfile } from '@/lib/api/member';
import { bffApi } from '@/lib/api/member-browser';
import { salesTerritorySchema } from '@/lib/domain/validation/member';
import { MEMBER_KEYS, useMember } from '@/lib/hooks/use-member';
import { useSalesTerritories } from '@/lib/hooks/use-shop-settings';
import { SubmitButton } from '@/components/ui/submit-button';
import { FormFailure } from '@/components/ui/form-failure';
import styles from '@/components/ui/panel.module.css';

/** The sales-territory selector of /member/address (spec-coverage “Members: session and screens”). */
export function SalesTerritoryForm() {
  const { data: member } = useMember();
  const { data: offices } = useSalesTerritories();
  if (!member || !offices) return <p role="status">載入中…</p>;
  return <TerritoryForm current={member.sales_territory_id} offices={offices} />;
}

function TerritoryForm({ current, offices }: { current: number | null; offices: { id: number; name: string }[] }) {
  const id = useId();
  const { mutate } = useSWRConfig();
  const [failure, setFailure] = useState<string | null>(null);
  const [savedAt, setSavedAt] = useState<number | undefined>();
  const formik = useFormik({
    initialValues: { sales_territory_id: current ? String(current) : '' },
    validationSchema: salesTerritorySchema,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        const member = await updateProfile(bffApi(), { sales_territory_id: Number(values.sales_territory_id) });
        await mutate(MEMBER_KEYS.profile, member, { revalidate: false });
        setSavedAt(Date.now());
      } catch (error) {
        setFailure(`驗證失敗: ${error instanceof ApiError ? error.message : '系統錯誤'}`);
      }
    },
  });
  const error = formik.submitCount > 0 ? formik.errors.sales_territory_id : undefined;
  return (
    <form className={styles.form} onSubmit={formik.handleSubmit} noValidate>
      <div className={styles.field}>
        <label htmlFor={id}>業績地區</label>
        <select id={id} name="sales_territory_id" className={styles.input} value={formik.values.sales_territory_id} onChange={formik.handleChange} aria-invalid={!!error}>
          <option value="">請選擇業績地區</option>
          {offices.map((office) => (
            <option key={office.id} value={office.id}>
              {office.name}
            </option>
          ))}
        </select>
        {error ? <p className={styles.error}>{error}</p> : null}
      </div>
      <FormFailure message={failure} />
      <div className={styles.actions}>
        <SubmitButton label="儲存" submitting={formik.isSubmitting} hasErrors={!!error} succeededAt={savedAt} />
      </div>
    </form>
  );
}
