'use client';

import { ErrorMessage, Field, Form, Formik, type FormikHelpers } from 'formik';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { browserApi } from '@/lib/api/browser';
import { sendContactInquiry } from '@/lib/api/content';
import { ApiError } from '@/lib/api/errors';
import { contactInquirySchema, type ContactInquiry } from '@/lib/domain/validation/contact';
import styles from './contact-form.module.css';

/** Spec §9: the form is reset 2000 ms after a successful submit. */
export const CONTACT_RESET_MS = 2000;
export const CONTACT_RESPONSE_PATH = '/service/contact/response';

export type ContactFormStatus = 'idle' | 'submitting' | 'success' | 'failure';

const EMPTY: ContactInquiry = { sub: '', name: '', phone: '', email: '', content: '' };

const FIELDS: { name: keyof ContactInquiry; label: string; type: string; autoComplete?: string; inputMode?: 'tel' | 'email' }[] = [
  { name: 'sub', label: '主旨', type: 'text' },
  { name: 'name', label: '姓名', type: 'text', autoComplete: 'name' },
  { name: 'phone', label: '聯絡電話', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  { name: 'email', label: '電子信箱', type: 'email', autoComplete: 'email', inputMode: 'email' },
];

/**
 * The contact-us form (spec §2, §4, §5): subject, name, phone, email and a five-row content box,
 * checked with the schema the API uses. idle → submitting → success (the form is reset after
 * 2000 ms and the visitor goes on to /service/contact/response) or failure (送出失敗).
 */
export function ContactForm() {
  const router = useRouter();
  const [status, setStatus] = useState<ContactFormStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function submit(values: ContactInquiry, helpers: FormikHelpers<ContactInquiry>) {
    setStatus('submitting');
    try {
      await sendContactInquiry(browserApi(), contactInquirySchema.cast(values));
      setStatus('success');
      timer.current = setTimeout(() => {
        helpers.resetForm({ values: EMPTY });
        setStatus('idle');
        router.push(CONTACT_RESPONSE_PATH);
      }, CONTACT_RESET_MS);
    } catch (error) {
      if (error instanceof ApiError && error.errors) {
        helpers.setErrors(Object.fromEntries(Object.entries(error.errors).map(([field, messages]) => [field, messages[0]])));
      }
      setStatus('failure');
    }
  }

  return (
    <Formik initialValues={EMPTY} validationSchema={contactInquirySchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form className={styles.form} noValidate aria-label="聯絡我們表單">
          {FIELDS.map((field) => (
            <FormField key={field.name} name={field.name} label={field.label}>
              <Field
                id={`contact-${field.name}`}
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                inputMode={field.inputMode}
                className={styles.input}
                aria-describedby={`contact-${field.name}-error`}
              />
            </FormField>
          ))}
          <FormField name="content" label="內容">
            <Field
              as="textarea"
              id="contact-content"
              name="content"
              rows={5}
              className={`${styles.input} ${styles.textarea}`}
              aria-describedby="contact-content-error"
            />
          </FormField>
          <div className={styles.actions}>
            <button type="submit" className={styles.submit} disabled={isSubmitting || status === 'submitting' || status === 'success'} data-status={status}>
              {status === 'submitting' ? '送出中…' : status === 'success' ? '已送出' : '送出'}
            </button>
            <p className={styles.status} role="status" aria-live="polite">
              {status === 'success' ? '送出成功，感謝您的來信，我們將盡快與您聯繫' : ''}
            </p>
            {status === 'failure' ? (
              <p className={styles.failure} role="alert">
                送出失敗
              </p>
            ) : null}
          </div>
        </Form>
      )}
    </Formik>
  );
}

function FormField({ name, label, children }: { name: keyof ContactInquiry; label: string; children: React.ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={`contact-${name}`} className={styles.label}>
        {label}
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      </label>
      {children}
      <ErrorMessage name={name}>
        {(message) => (
          <p id={`contact-${name}-error`} className={styles.error}>
            {message}
          </p>
        )}
      </ErrorMessage>
    </div>
  );
}
