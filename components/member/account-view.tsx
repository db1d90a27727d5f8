'use client';

import { useFormik } from 'formik';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { call, recordOrNull } from '@/lib/api/call';
import { ApiError } from '@/lib/api/errors';
import { bffApi } from '@/lib/api/member-browser';
import type { Member } from '@/lib/contract/types';
import { emailFormSchema } from '@/lib/domain/validation/member';
import { MEMBER_KEYS, useMember } from '@/lib/hooks/use-member';
import { hasSubmittedErrors, SubmitButton } from '@/components/ui/form/submit-button';
import { TextField } from '@/components/ui/form/text-field';
import { FormFailure } from '@/components/ui/form/form-failure';
import styles from './account-view.module.css';
import panel from '@/components/ui/panel.module.css';

const PROFILE_ROWS: { label: string; value: (member: Member) => string | null | undefined }[] = [
  { label: '姓名', value: (m) => m.name },
  { label: '網路暱稱', value: (m) => m.web_name },
  { label: '身分證字號／統一編號', value: (m) => m.identity_card },
  { label: '管理編號', value: (m) => m.manage_id },
  { label: '負責人', value: (m) => m.company_owner },
  { label: '出生日期', value: (m) => m.birthday },
  { label: '階級', value: (m) => m.hierarchical },
  { label: '業績地區', value: (m) => m.sales_territory?.name },
  { label: '行動電話', value: (m) => m.mobile_phone01 },
  { label: '行動電話 2', value: (m) => m.mobile_phone02 },
  { label: '住家電話', value: (m) => m.home_phone },
  { label: '通訊地址', value: (m) => m.mailing_address },
  { label: '戶籍地址', value: (m) => m.residence_address },
  { label: '配偶姓名', value: (m) => m.spouse_name },
  { label: '配偶身分證字號', value: (m) => m.spouse_identity_card },
  { label: '手機條碼載具', value: (m) => [m.barcode01, m.barcode02, m.barcode03].filter(Boolean).join('、') },
  { label: '有效日期', value: (m) => m.expiry_day },
];

/**
 * /member/account (spec-coverage “Members: session and screens”): the profile read-only; only the e-mail (with its confirmation)
 * is editable here, the password on /member/change; other data through the head office.
 */
export function AccountView() {
  const { data: member, error } = useMember();
  if (error) return <p role="alert">會員資料載入失敗，請稍後再試。</p>;
  if (!member) return <p role="status">載入中…</p>;
  return (
    <>
      <dl className={styles.profile}>
        {PROFILE_ROWS.map((row) => (
          <div key={row.label} style={{ display: 'contents' }}>
            <dt>{row.label}</dt>
            <dd>{row.value(member) || '—'}</dd>
          </div>
        ))}
      </dl>
      <p className={panel.hint}>以上資料如需變更，請洽總公司客服。</p>
      <h2 className={panel.subtitle}>電子信箱</h2>
      <EmailForm current={member.email ?? ''} />
    </>
  );
}

function EmailForm({ current }: { current: string }) {
  const { mutate } = useSWRConfig();
  const [failure, setFailure] = useState<string | null>(null);
  const [savedAt, setSavedAt] = useState<number | undefined>();
  const formik = useFormik({
    initialValues: { email: current, confirm_email: '' },
    validationSchema: emailFormSchema,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        const member = await call(bffApi(), 'PUT user', {
          body: { email: values.email.trim(), confirm_email: values.confirm_email.trim() },
        }).then(recordOrNull);
        // Without the member in the answer (the spec does not show it), the profile is read again.
        await (member ? mutate(MEMBER_KEYS.profile, member, { revalidate: false }) : mutate(MEMBER_KEYS.profile));
        setSavedAt(Date.now());
      } catch (error) {
        setFailure(
          error instanceof ApiError ? (Object.values(error.errors ?? {})[0]?.[0] ?? error.message) : '更新失敗',
        );
      }
    },
  });
  return (
    <form className={panel.form} onSubmit={formik.handleSubmit} noValidate>
      <TextField formik={formik} name="email" label="電子信箱" type="email" autoComplete="email" />
      <TextField formik={formik} name="confirm_email" label="確認電子信箱" type="email" autoComplete="off" />
      <FormFailure message={failure} />
      {savedAt ? <p role="status">電子信箱已更新</p> : null}
      <div className={panel.actions}>
        <SubmitButton
          label="儲存"
          submitting={formik.isSubmitting}
          hasErrors={hasSubmittedErrors(formik)}
          succeededAt={savedAt}
        />
      </div>
    </form>
  );
}
