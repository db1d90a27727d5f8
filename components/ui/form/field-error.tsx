import base from '@/components/ui/panel.module.css';

/** A field's error under it; its id is what the field's aria-describedby names. Nothing while there is no error. */
export function FieldError({ id, message }: { id: string | undefined; message: string | undefined }) {
  return message ? (
    <p id={id} className={base.error}>
      {message}
    </p>
  ) : null;
}
