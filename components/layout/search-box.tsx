'use client';

import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { isLuckyProductNumber } from '@/lib/domain/lucky-products';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { SEARCH_MODES, SearchModeIcon, SearchModes, type SearchMode } from './search-modes';
import styles from './search-box.module.css';

export const QUICK_BUY_MESSAGES = {
  lucky: '開運商品無法快速購買',
  notFound: '查無此商品',
  failed: '查詢失敗，請稍後再試',
} as const;

/** Quick buy's lookup and the web API client arrive with the first lookup, not with every page. */
const lookUpProductNumber = (productNumber: string) =>
  import('./product-number-lookup').then((lookup) => lookup.lookUpProductNumber(productNumber));

/**
 * The header search box with its two modes (spec-coverage “Public site: platform, SEO and speed”). Product search sends a number or
 * keyword to /product/list?keyword=…; it is a plain GET form, so it works without JavaScript.
 * Quick buy looks the number up: a lucky number is refused, an unknown one marks the field
 * invalid, a hit goes to /product/{id}?action=buy. Empty text does nothing (before hydration too:
 * EmptySearchGuard). Before the page's scripts run the mode buttons are disabled (quick buy needs them),
 * and text typed then is kept.
 */
export function SearchBox({ onNavigate }: { onNavigate?: () => void }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [mode, setMode] = useState<SearchMode>('search');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const current = SEARCH_MODES.find((entry) => entry.mode === mode)!;

  // What was typed before hydration is in the field, not yet in the state: taken over during the
  // hydration's commit, before the browser hands this page another event.
  useLayoutEffect(() => {
    const typed = input.current?.value;
    if (typed) setText(typed);
  }, []);

  const go = (href: string) => {
    router.push(href);
    onNavigate?.();
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The field, not the state: a submit in the same moment as hydration runs a handler rendered before the text was taken over.
    const value = (input.current?.value ?? text).trim();
    if (!value || busy) return;
    if (mode === 'search') {
      go(`/product/list?keyword=${encodeURIComponent(value)}`);
      return;
    }
    if (isLuckyProductNumber(value)) {
      setError(QUICK_BUY_MESSAGES.lucky);
      return;
    }
    setBusy(true);
    try {
      const product = await lookUpProductNumber(value);
      if (product === 'not-found') {
        setError(QUICK_BUY_MESSAGES.notFound);
        return;
      }
      setError(null);
      go(`/product/${product.id}?action=buy`);
    } catch {
      setError(QUICK_BUY_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  }

  const errorId = `${id}-error`;
  return (
    <form
      role="search"
      aria-label="商品搜尋"
      className={styles.form}
      action="/product/list"
      method="get"
      onSubmit={submit}
    >
      <SearchModes
        current={mode}
        disabled={!hydrated}
        onChoose={(next) => {
          setMode(next);
          setError(null);
        }}
      />
      <div className={styles.field}>
        <label htmlFor={`${id}-input`} className="visually-hidden">
          {current.inputLabel}
        </label>
        <input
          ref={input}
          id={`${id}-input`}
          name="keyword"
          type="search"
          inputMode={mode === 'quick-buy' ? 'numeric' : undefined}
          autoComplete="off"
          className={styles.input}
          placeholder={current.placeholder}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
        />
        <button
          type="submit"
          className={styles.submit}
          disabled={busy}
          aria-label={mode === 'search' ? '搜尋' : '立即購買'}
        >
          <SearchModeIcon mode={mode} />
        </button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </form>
  );
}
