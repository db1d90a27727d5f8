'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ContactInquiry } from '@/lib/domain/validation/contact';
import { useLatestErrors } from '@/lib/hooks/use-latest-errors';
import styles from './contact-form.module.css';

/** Spec §9: the form is reset 2000 ms after a successful submit. */
export const CONTACT_RESET_MS = 2000;
export const CONTACT_RESPONSE_PATH = '/service/contact/response';

export type ContactFormStatus = 'idle' | 'submitting' | 'success' | 'failure';

const EMPTY: ContactInquiry = { sub: '', name: '', phone: '', email: '', content: '' };
const ALL_TOUCHED = { sub: true, name: true, phone: true, email: true, content: true };

/** The rules and the call (yup, ky): asked for at the first input, focus or submit. */
const loadSubmit = () => import('./contact-submit');

const FIELDS: {
  name: keyof ContactInquiry;
  label: string;
  type: string;
  autoComplete?: string;
  inputMode?: 'tel' | 'email';
}[] = [
  { name: 'sub', label: '主旨', type: 'text' },
  { name: 'name', label: '姓名', type: 'text', autoComplete: 'name' },
  { name: 'phone', label: '聯絡電話', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  { name: 'email', label: '電子信箱', type: 'email', autoComplete: 'email', inputMode: 'email' },
];

/**
 * The contact-us form (spec-coverage “Public site: company content and service”): subject, name, phone, email and a five-row content box,
 * checked with the schema the API uses. idle → submitting → success (the form is reset after
 * 2000 ms and the visitor goes on to /service/contact/response) or failure (送出失敗). A field's
 * error shows once it was left or a submit was tried, and follows the typing from then on.
 */
export function ContactForm() {
  const router = useRouter();
  const [status, setStatus] = useState<ContactFormStatus>('idle');
  const [values, setValues] = useState<ContactInquiry>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<keyof ContactInquiry, boolean>>>({});
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { errors, setErrors, validate } = useLatestErrors(async (next: ContactInquiry) =>
    (await loadSubmit()).validateContact(next),
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (name: keyof ContactInquiry, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    void validate(next);
  };

  const leave = (name: keyof ContactInquiry) => {
    setTouched((was) => ({ ...was, [name]: true }));
    void validate(values);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'submitting' || status === 'success') return;
    setTouched(ALL_TOUCHED);
    setStatus('submitting');
    try {
      if (Object.keys(await validate(values)).length > 0) {
        setStatus('idle');
        return;
      }
      const outcome = await (await loadSubmit()).sendContact(values);
      if (!outcome.sent) {
        if (outcome.errors) setErrors(outcome.errors);
        setStatus('failure');
        return;
      }
      setStatus('success');
      timer.current = setTimeout(() => {
        setValues(EMPTY);
        setErrors({});
        setTouched({});
        setStatus('idle');
        router.push(CONTACT_RESPONSE_PATH);
      }, CONTACT_RESET_MS);
    } catch {
      setStatus('failure'); // the form's code could not be loaded
    }
  }

  const errorOf = (name: keyof ContactInquiry) => (touched[name] ? errors[name] : undefined);
  return (
    <form className={styles.form} noValidate aria-label="聯絡我們表單" onSubmit={(event) => void submit(event)}>
      {FIELDS.map((field) => (
        <FormField key={field.name} name={field.name} label={field.label} error={errorOf(field.name)}>
          <input
            id={`contact-${field.name}`}
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            inputMode={field.inputMode}
            className={styles.input}
            value={values[field.name]}
            onChange={(event) => change(field.name, event.target.value)}
            onFocus={() => void loadSubmit()}
            onBlur={() => leave(field.name)}
            aria-describedby={`contact-${field.name}-error`}
          />
        </FormField>
      ))}
      <FormField name="content" label="內容" error={errorOf('content')}>
        <textarea
          id="contact-content"
          name="content"
          rows={5}
          className={`${styles.input} ${styles.textarea}`}
          value={values.content}
          onChange={(event) => change('content', event.target.value)}
          onFocus={() => void loadSubmit()}
          onBlur={() => leave('content')}
          aria-describedby="contact-content-error"
        />
      </FormField>
      <div className={styles.actions}>
        <button
          type="submit"
          className={styles.submit}
          disabled={status === 'submitting' || status === 'success'}
          data-status={status}
        >
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
    </form>
  );
}

function FormField({
  name,
  label,
  error,
  children,
}: {
  name: keyof ContactInquiry;
  label: string;
  error: string | undefined;
  children: React.ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={`contact-${name}`} className={styles.label}>
        {label}
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      </label>
      {children}
      {error ? (
        <p id={`contact-${name}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
