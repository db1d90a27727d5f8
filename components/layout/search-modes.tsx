import styles from './search-box.module.css';

export type SearchMode = 'search' | 'quick-buy';

export const SEARCH_MODES: { mode: SearchMode; label: string; placeholder: string; inputLabel: string }[] = [
  { mode: 'search', label: '商品搜尋', placeholder: '商品編號或關鍵字', inputLabel: '搜尋商品編號或關鍵字' },
  { mode: 'quick-buy', label: '快速購買', placeholder: '輸入商品編號', inputLabel: '輸入商品編號快速購買' },
];

type ModesProps = { current: SearchMode; disabled: boolean; onChoose: (mode: SearchMode) => void };

/** The search box's two modes as pressed buttons (disabled until the page's scripts run: quick buy needs them). */
export function SearchModes({ current, disabled, onChoose }: ModesProps) {
  return (
    <div className={styles.modes} role="group" aria-label="搜尋模式">
      {SEARCH_MODES.map((entry) => (
        <button
          key={entry.mode}
          type="button"
          className={styles.mode}
          aria-pressed={current === entry.mode}
          disabled={disabled}
          onClick={() => onChoose(entry.mode)}
        >
          {entry.label}
        </button>
      ))}
    </div>
  );
}

/** The submit button's icon: a magnifier to search, a cart to buy at once. */
export function SearchModeIcon({ mode }: { mode: SearchMode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
    >
      {mode === 'search' ? (
        <>
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.6-3.6" />
        </>
      ) : (
        <>
          <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2" />
          <circle cx="9" cy="20" r="1.3" />
          <circle cx="17" cy="20" r="1.3" />
        </>
      )}
    </svg>
  );
}
