'use client';

import { Link } from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { stripFullWidth } from '@/lib/domain/full-width';
import { useLatestErrors } from '@/lib/hooks/use-latest-errors';
import type { LoginValues, Popup } from './login-submit';
import { FORGOT_PATH, REGISTER_PATH } from '@/lib/routes/member';
import { FormFailure } from '@/components/ui/form/form-failure';
import { FieldError } from '@/components/ui/form/field-error';
import styles from './login-form.module.css';
import panel from '@/components/ui/panel.module.css';

const EMPTY: LoginValues = { username: '', password: '' };

/** The rules and the session calls (yup, ky): asked for at the first keystroke or submit. */
const loadSubmit = () => import('./login-submit');
/** The popups a login can end in, with the dialog they need: loaded when one shows. */
const LoginPopup = lazy(() => import('./login-popup').then((module) => ({ default: module.LoginPopup })));

/**
 * The login screen (spec-coverage “Members: session and screens”): Enter submits; the button is disabled while
 * submitting; on failure both inputs are cleared and the catalogue message shown; suspended members
 * get the popup and are logged out; exited ones the exit message; then the notice pop-up and the
 * remembered page (?redirect=, same-site paths only) or /home. Field errors show from the first
 * submit and follow the typing from then on.
 */
export function LoginForm() {
  const router = useRouter();
  const id = useId();
  const [values, setValues] = useState<LoginValues>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [popup, setPopup] = useState<Popup | null>(null);
  const { errors, setErrors, validate } = useLatestErrors(async (next: LoginValues) =>
    (await loadSubmit()).validateLogin(next),
  );

  const go = (target: string) => router.replace(target);

  const change = (name: keyof LoginValues, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted) void validate(next);
    else void loadSubmit();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitted(true);
    setSubmitting(true);
    try {
      if (Object.keys(await validate(values)).length > 0) return;
      setFailure(null);
      const outcome = await (await loadSubmit()).logIn(values);
      if (outcome.kind === 'failed') {
        setValues(EMPTY);
        setErrors({});
        setSubmitted(false);
        setFailure(outcome.message);
      } else if (outcome.kind === 'popup') setPopup(outcome.popup);
      else go(outcome.target);
    } catch {
      setFailure('登入失敗'); // the form's code could not be loaded (LOGIN_FAILED)
    } finally {
      setSubmitting(false);
    }
  };

  const fieldError = (name: keyof LoginValues) => (submitted ? errors[name] : undefined);
  const invalid = !!failure;

  return (
    <>
      <form
        className={panel.form}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-describedby={failure ? `${id}-failure` : undefined}
      >
        <div className={panel.field}>
          <label htmlFor={`${id}-username`}>帳號</label>
          <input
            id={`${id}-username`}
            name="username"
            className={panel.input}
            autoComplete="username"
            placeholder="身分證字號或管理編號"
            value={values.username}
            onChange={(event) => change('username', event.target.value)}
            aria-invalid={invalid || !!fieldError('username')}
            aria-describedby={fieldError('username') ? `${id}-username-error` : undefined}
          />
          <FieldError id={`${id}-username-error`} message={fieldError('username')} />
        </div>
        <div className={panel.field}>
          <label htmlFor={`${id}-password`}>密碼</label>
          <input
            id={`${id}-password`}
            name="password"
            type="password"
            className={panel.input}
            autoComplete="current-password"
            value={values.password}
            onChange={(event) => change('password', stripFullWidth(event.target.value))}
            aria-invalid={invalid || !!fieldError('password')}
            aria-describedby={fieldError('password') ? `${id}-password-error` : undefined}
          />
          <FieldError id={`${id}-password-error`} message={fieldError('password')} />
        </div>
        <FormFailure id={`${id}-failure`} message={failure} />
        <div className={panel.actions}>
          <button type="submit" className={panel.button} disabled={submitting} aria-busy={submitting}>
            {submitting ? '登入中…' : '登入'}
          </button>
        </div>
        <p className={styles.links}>
          <Link href={FORGOT_PATH}>忘記密碼</Link>
          <Link href={REGISTER_PATH}>首次登入</Link>
        </p>
      </form>
      {popup ? (
        <Suspense fallback={null}>
          <LoginPopup popup={popup} go={go} />
        </Suspense>
      ) : null}
    </>
  );
}
