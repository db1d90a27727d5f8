import type { FortuneResult } from '@/lib/contract/types';
import styles from './natal-chart.module.css';

/** The analysis panels of a chart (pillars, 十神, 大運, 五行); the manager hides them when character_auth is N. */
export function ChartAnalysis({ result }: { result: FortuneResult }) {
  return (
    <div className={styles.analysis}>
      <p className={styles.dates}>
        <span>{result.CC}</span>
        <span>{result.LC}</span>
        <span>{result.AD}</span>
      </p>
      <section aria-label="四柱">
        <h4 className={styles.panelTitle}>四柱八字</h4>
        <table className={styles.pillars}>
          <thead>
            <tr>
              <th scope="col">柱</th>
              {result.gz.map((pillar) => (
                <th key={pillar.title} scope="col">
                  {pillar.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">干支</th>
              {result.gz.map((pillar) => (
                <td key={pillar.title} className={styles.gz} data-testid="pillar">
                  {pillar.gz}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">納音</th>
              {result.gz.map((pillar) => (
                <td key={pillar.title}>{pillar.nayin}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">五行</th>
              {result.gz.map((pillar) => (
                <td key={pillar.title}>{pillar.wuxing}</td>
              ))}
            </tr>
          </tbody>
        </table>
      </section>
      <section aria-label="十神">
        <h4 className={styles.panelTitle}>十神</h4>
        <dl className={styles.pairs}>
          {result.tengod.map((entry) => (
            <div key={entry.title}>
              <dt>{entry.title}</dt>
              <dd>{entry.content}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-label="大運">
        <h4 className={styles.panelTitle}>大運</h4>
        <ol className={styles.fates}>
          {result.bigfate.map((fate) => (
            <li key={fate.age}>
              <span>{fate.title}</span>
              <strong>{fate.content}</strong>
              <small>{fate.year}年起</small>
            </li>
          ))}
        </ol>
      </section>
      <section aria-label="五行">
        <h4 className={styles.panelTitle}>五行</h4>
        <table className={styles.pillars}>
          <thead>
            <tr>
              <th scope="col">五行</th>
              <th scope="col">天干地支</th>
              <th scope="col">藏干</th>
            </tr>
          </thead>
          <tbody>
            {result.five.map((entry) => (
              <tr key={entry.element}>
                <th scope="row">{entry.element}</th>
                <td>{entry.morning}</td>
                <td>{entry.night}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={styles.dates}>
          <span>日主：{result.personal}</span>
          <span>強弱：{result.level === '+' ? '身強（+）' : '身弱（-）'}</span>
          <span>本命九星：{result.nine}</span>
        </p>
      </section>
    </div>
  );
}
