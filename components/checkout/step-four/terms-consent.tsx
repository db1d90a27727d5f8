'use client';

import { useId } from 'react';
import { FieldError } from '@/components/ui/form/field-error';
import styles from '../checkout.module.css';

type Props = { html: string; checked: boolean; onChange: (checked: boolean) => void; error?: string };

/** The activity terms (GET terms, sanitized on the server) and the consent step 4 needs while they are shown (status 1). */
export function TermsConsent({ html, checked, onChange, error }: Props) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        活動條款
      </h2>
      <div
        className={styles.terms}
        role="region"
        aria-label="活動條款內容"
        tabIndex={0}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <label className={styles.consent}>
        <input
          type="checkbox"
          name="terms_agree"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span>我已閱讀並同意活動條款</span>
      </label>
      <div role="alert">
        <FieldError id={`${id}-error`} message={error} />
      </div>
    </section>
  );
}
