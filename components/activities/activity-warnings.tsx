import { ACTIVITY_WARNINGS, type ActivityWarning } from '@/lib/domain/activities';
import styles from './activities.module.css';

/** An activity's warnings (spec-coverage “Activities” "Activity warnings"), announced politely when they appear. */
export function ActivityWarnings({ warnings }: { warnings: readonly ActivityWarning[] }) {
  return (
    <div role="status" className={warnings.length ? styles.warnings : undefined}>
      {warnings.map((warning) => (
        <p key={warning}>{ACTIVITY_WARNINGS[warning]}</p>
      ))}
    </div>
  );
}
