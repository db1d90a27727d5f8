import { FINGERS } from '@/lib/domain/cart';
import type { CartLine } from '@/lib/api/types';
import styles from './cart.module.css';

const fingerLabel = (id: string) => FINGERS.find((finger) => finger.id === id)?.label ?? id;

/** A lucky line's personalisation: the chart it is made for, the word, and ring or wrist size. */
export function LuckyDetails({ line }: { line: CartLine }) {
  const rows: [string, string][] = [['命盤', line.fortune_name ?? '未選擇']];
  rows.push(['字樣', line.fortune_word ?? '未選擇']);
  if (line.fortune_ring_size) rows.push(['戒圍', `${line.fortune_ring_size} 號${line.fortune_finger ? `（${fingerLabel(line.fortune_finger)}）` : ''}`]);
  if (line.fortune_wrist_size) rows.push(['手圍', line.fortune_wrist_size]);
  return (
    <dl className={styles.lucky}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
