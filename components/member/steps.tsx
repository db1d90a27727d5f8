import styles from './steps.module.css';

/** The step bar of the forgot, first-login and change-password flows. */
export function Steps({ labels, current }: { labels: string[]; current: number }) {
  return (
    <ol className={styles.steps} aria-label="步驟">
      {labels.map((label, index) => (
        <li key={label} aria-current={index + 1 === current ? 'step' : undefined}>
          {index + 1}. {label}
        </li>
      ))}
    </ol>
  );
}
