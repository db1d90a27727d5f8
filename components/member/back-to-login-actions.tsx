import { Link } from '@/components/ui/link';
import { LOGIN_PATH } from '@/lib/routes/member';
import { FormFailure } from '@/components/ui/form/form-failure';
import { hasSubmittedErrors, SubmitButton } from '@/components/ui/form/submit-button';
import styles from '@/components/ui/panel.module.css';

type FormState = { isSubmitting: boolean; submitCount: number; errors: object };

/** The end of a first step (forgot, first login): the server's refusal, 返回登入 and the submit button. */
export function BackToLoginActions({
  formik,
  failure,
  submitLabel,
}: {
  formik: FormState;
  failure: string | null;
  submitLabel: string;
}) {
  return (
    <>
      <FormFailure message={failure} />
      <div className={styles.actions}>
        <Link href={LOGIN_PATH} className={styles.secondary}>
          返回登入
        </Link>
        <SubmitButton label={submitLabel} submitting={formik.isSubmitting} hasErrors={hasSubmittedErrors(formik)} />
      </div>
    </>
  );
}
