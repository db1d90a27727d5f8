import { FINGERS } from '@/lib/domain/cart';
import type { FortuneFields } from '@/lib/contract/types';
import styles from './cart.module.css';

const fingerLabel = (id: string) => FINGERS.find((finger) => finger.id === id)?.label ?? id;

type Props = {
  /** A cart line or an order line: both carry the personalisation's fortune fields. */
  line: Pick<
    FortuneFields,
    'fortune_name' | 'fortune_word' | 'fortune_ring_size' | 'fortune_finger' | 'fortune_wrist_size' | 'result'
  >;
  /** Also the birth date the item was made for (the stored result's 國曆 text), as an order shows it. */
  withBirth?: boolean;
};

/** A lucky line's personalisation: the chart it is made for, the word, and ring or wrist size. */
export function LuckyDetails({ line, withBirth }: Props) {
  const rows: [string, string][] = [['命盤', line.fortune_name ?? '未選擇']];
  if (withBirth && line.result?.CC) rows.push(['生辰', line.result.CC]);
  rows.push(['字樣', line.fortune_word ?? '未選擇']);
  if (line.fortune_ring_size)
    rows.push([
      '戒圍',
      `${line.fortune_ring_size} 號${line.fortune_finger ? `（${fingerLabel(line.fortune_finger)}）` : ''}`,
    ]);
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
