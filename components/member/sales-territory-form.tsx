'use client';

import { useFormik } from 'formik';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { call, recordOrNull } from '@/lib/api/call';
import { ApiError } from '@/lib/api/errors';
import { bffApi } from '@/lib/api/member-browser';
import { salesTerritorySchema } from '@/lib/domain/validation/member';
import { MEMBER_KEYS, useMember } from '@/lib/hooks/use-member';
import { useSalesTerritories } from '@/lib/hooks/use-shop-settings';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { FormFailure } from '@/components/ui/form/form-failure';
import { SelectField } from '@/components/ui/form/select-field';
import styles from '@/components/ui/panel.module.css';

/** The sales-territory selector of /member/address (spec-coverage “Members: session and screens”). */
export function SalesTerritoryForm() {
  const { data: member } = useMember();
  const { data: offices } = useSalesTerritories();
  if (!member || !offices) return <p role="status">載入中…</p>;
  return <TerritoryForm current={member.sales_territory_id} offices={offices} />;
}

function TerritoryForm({ current, offices }: { current: number | null; offices: { id: number; name: string }[] }) {
  const { mutate } = useSWRConfig();
  const [failure, setFailure] = useState<string | null>(null);
  const [savedAt, setSavedAt] = useState<number | undefined>();
  const formik = useFormik({
    initialValues: { sales_territory_id: current ? String(current) : '' },
    validationSchema: salesTerritorySchema,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        const member = await call(bffApi(), 'PUT user', {
          body: { sales_territory_id: Number(values.sales_territory_id) },
        }).then(recordOrNull);
        // Without the member in the answer (the spec does not show it), the profile is read again.
        await (member ? mutate(MEMBER_KEYS.profile, member, { revalidate: false }) : mutate(MEMBER_KEYS.profile));
        setSavedAt(Date.now());
      } catch (error) {
        setFailure(`驗證失敗: ${error instanceof ApiError ? error.message : '系統錯誤'}`);
      }
    },
  });
  const error = formik.submitCount > 0 ? formik.errors.sales_territory_id : undefined;
  return (
    <form className={styles.form} onSubmit={formik.handleSubmit} noValidate>
      <SelectField
        label="業績地區"
        name="sales_territory_id"
        value={formik.values.sales_territory_id}
        options={offices.map((office) => ({ value: String(office.id), label: office.name }))}
        placeholder="請選擇業績地區"
        onChange={(value) => void formik.setFieldValue('sales_territory_id', value)}
        error={error}
      />
      <FormFailure message={failure} />
      <div className={styles.actions}>
        <SubmitButton label="儲存" submitting={formik.isSubmitting} hasErrors={!!error} succeededAt={savedAt} />
      </div>
    </form>
  );
}
