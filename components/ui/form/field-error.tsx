import base from '@/components/ui/panel.module.css';

type Props = {
  /** What the field's aria-describedby names, so the error is read with the field. */
  id?: string;
  message: string | undefined;
};

/** A field's error under it; nothing while there is no error. */
export function FieldError({ id, message }: Props) {
  return message ? (
    <p id={id} className={base.error}>
      {message}
    </p>
  ) : null;
}

/** The id a field's aria-describedby names: its error's, else its hint's (`${id}-error`, `${id}-hint`). */
export const describedByOf = (id: string, error: string | undefined, hint: string | undefined) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

/** Under a field: its error, or its hint while there is no error; ids as `describedByOf` names them. */
export function FieldMessage({ id, error, hint }: { id: string; error: string | undefined; hint: string | undefined }) {
  if (error) return <FieldError id={`${id}-error`} message={error} />;
  return hint ? (
    <p id={`${id}-hint`} className={base.hint}>
      {hint}
    </p>
  ) : null;
}
