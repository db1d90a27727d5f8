import { formatClockTime } from '@/lib/domain/format';
import type { ServiceBaseRow } from '@/lib/domain/service-base';
import { StrongholdHighlight } from './stronghold-highlight';
import { COUNTY_NAMES, normalizeCity, type SvgMap } from './taiwan-counties';
import styles from './stronghold-map.module.css';

type StrongholdProps = { map: SvgMap; bases: ServiceBaseRow[] };

/**
 * /service/stronghold (spec-coverage “Public site: company content and service”): an SVG map of Taiwan's counties and cities, counties with at least
 * one base shaded semi-transparent green, beside the list of bases. Both are server-rendered; the
 * hover link between them is the small client wrapper.
 */
export function Stronghold({ map, bases }: StrongholdProps) {
  const counts = new Map<string, number>();
  for (const base of bases) counts.set(normalizeCity(base.city), (counts.get(normalizeCity(base.city)) ?? 0) + 1);
  return (
    <StrongholdHighlight className={styles.layout}>
      <div className={styles.mapColumn}>
        <svg
          className={styles.map}
          viewBox={map.viewBox}
          role="group"
          aria-label="臺灣服務據點分布圖"
          data-testid="stronghold-map"
        >
          {map.locations.map((location) => {
            const name = COUNTY_NAMES[location.id] ?? location.name;
            const count = counts.get(name) ?? 0;
            return count > 0 ? (
              <path
                key={location.id}
                d={location.path}
                className={`${styles.area} ${styles.hasBase}`}
                data-county={location.id}
                data-city={name}
                tabIndex={0}
                role="img"
                aria-label={`${name}：${count} 個服務據點`}
              >
                <title>{`${name}（${count} 個服務據點）`}</title>
              </path>
            ) : (
              <path
                key={location.id}
                d={location.path}
                className={styles.area}
                data-county={location.id}
                aria-hidden="true"
              >
                <title>{name}</title>
              </path>
            );
          })}
        </svg>
        <p className={styles.legend}>
          <span className={styles.swatch} aria-hidden="true" />
          綠色區域設有服務據點
        </p>
      </div>
      <BaseList bases={bases} />
    </StrongholdHighlight>
  );
}

function BaseList({ bases }: { bases: ServiceBaseRow[] }) {
  if (bases.length === 0) return <p className={styles.empty}>目前沒有服務據點</p>;
  return (
    <ul className={styles.list} aria-label="服務據點列表">
      {bases.map((base) => (
        <li key={base.id} className={styles.row} data-city={normalizeCity(base.city)} data-testid="stronghold-row">
          <h2 className={styles.name}>{base.name}</h2>
          <dl className={styles.details}>
            <dt>地址</dt>
            <dd>{`${base.city}${base.district}${base.address}`}</dd>
            <dt>電話</dt>
            <dd>
              <a href={`tel:${base.telephone.replace(/[^\d+]/g, '')}`}>{base.telephone}</a>
            </dd>
            {base.contact_person ? (
              <>
                <dt>聯絡人</dt>
                <dd>{base.contact_person}</dd>
              </>
            ) : null}
            {base.open_time || base.close_time ? (
              <>
                <dt>服務時間</dt>
                <dd>
                  <time>{formatClockTime(base.open_time)}</time>–<time>{formatClockTime(base.close_time)}</time>
                </dd>
              </>
            ) : null}
          </dl>
          {base.url ? (
            <a className={styles.link} href={base.url} target="_blank" rel="noopener noreferrer">
              查看地圖<span className="visually-hidden">{` ${base.name}（另開新視窗）`}</span>
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
