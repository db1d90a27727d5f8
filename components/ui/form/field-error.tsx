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
