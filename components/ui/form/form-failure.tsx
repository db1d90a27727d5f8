import styles from '@/components/ui/panel.module.css';

/** A form's failure from the server (not a field error), announced to screen readers. */
export function FormFailure({ message, id }: { message: string | string[] | null | undefined; id?: string }) {
  const messages = (Array.isArray(message) ? message : [message]).filter(Boolean);
  if (messages.length === 0) return null;
  return (
    <div id={id} role="alert">
      {messages.map((text) => (
        <p key={text} className={styles.error}>
          {text}
        </p>
      ))}
    </div>
  );
}
