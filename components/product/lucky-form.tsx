'use client';

import { useFormik } from 'formik';
import Link from 'next/link';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '@/lib/api/errors';
import type { CartLine, Product } from '@/lib/contract/types';
import type { Character } from '@/lib/contract/types';
import {
  CART_MESSAGES,
  FINGERS,
  PERSONALISATION_ERROR_SCROLL_OFFSET,
  personalisationNeeds,
  personalisationSchema,
  RING_SIZES,
  WRIST_SIZES,
  type Personalisation,
} from '@/lib/domain/cart';
import { chartSchema, chartValuesOf } from '@/lib/domain/fortune';
import { EARTHLY_BRANCHES, HEAVENLY_STEMS } from '@/lib/domain/roc-year';
import { useCharacters } from '@/lib/hooks/use-characters';
import { ChoiceGroup } from '@/components/ui/form/choice-group';
import { SelectField } from '@/components/ui/form/select-field';
import { Modal } from '@/components/ui/modal';
import base from '@/components/ui/panel.module.css';
import buttons from '@/components/ui/button.module.css';
import styles from './lucky-form.module.css';

/** What the form hands back: the personalisation and the answer to the 12-instalment question. */
export type LuckyFormValues = Personalisation & { is_installment: 0 | 1 };

type Props = {
  product: Product;
  /** A cart line being edited. */
  initial?: CartLine;
  /** Adds or saves; a rejection's message (an ApiError's) is shown in the form, which stays open. */
  onSubmit: (values: LuckyFormValues) => Promise<void>;
  onClose: () => void;
};

type Values = { character_id: string; fortune_word: string; fortune_ring_size: string; fortune_finger: string; fortune_wrist_size: string };
type Field = keyof Values;

/** The order the fields appear in: the first failing one is the message shown. */
const FIELDS: readonly Field[] = ['character_id', 'fortune_word', 'fortune_ring_size', 'fortune_finger', 'fortune_wrist_size'];

const chartLabel = (chart: Character) => `${chart.name}（${chart.gender === 'M' ? '男' : '女'}，${chart.birth_at.slice(0, 10)}）`;

/** A saved chart's own rules (spec-coverage “Product page: cart and favourites”: the line and its chart are validated together). */
async function chartMessage(chart: Character | undefined): Promise<string | undefined> {
  if (!chart) return undefined;
  try {
    await chartSchema.validate(chartValuesOf(chart));
    return undefined;
  } catch (error) {
    return error instanceof Error ? `命盤「${chart.name}」資料不完整：${error.message}` : undefined;
  }
}

/**
 * The personalisation of a lucky item (spec-coverage “Product page: cart and favourites” "Lucky cart line"), in a modal: one of the
 * member's saved charts, a word (ten stems, twelve branches), and ring size and finger or wrist size
 * where the product needs them, checked with the schema the API uses. On failure the page scrolls to
 * offset 460 and the first message is announced. Then the 12-instalment question (spec-coverage “Product page: cart and favourites”).
 * Used by the product page to add and by the cart to edit a line.
 */
export function LuckyForm({ product, initial, onSubmit, onClose }: Props) {
  const id = useId();
  const { data: charts, error: chartsError, isLoading } = useCharacters();
  const needs = personalisationNeeds(product.product_number);
  const [attempted, setAttempted] = useState(false);
  const [summary, setSummary] = useState<string | null>(null);
  const [step, setStep] = useState<'form' | 'installment'>('form');
  const [busy, setBusy] = useState(false);
  const questionRef = useRef<HTMLParagraphElement>(null);
  const schema = personalisationSchema(product.product_number);

  const formik = useFormik<Values>({
    initialValues: {
      character_id: initial?.character_id ? String(initial.character_id) : '',
      fortune_word: initial?.fortune_word ?? '',
      fortune_ring_size: initial?.fortune_ring_size ?? '',
      fortune_finger: initial?.fortune_finger ?? '',
      fortune_wrist_size: initial?.fortune_wrist_size ?? '',
    },
    validationSchema: schema,
    validate: async (values) => {
      const message = await chartMessage(charts?.find((chart) => String(chart.id) === values.character_id));
      return message ? { character_id: message } : {};
    },
    validateOnBlur: false,
    onSubmit: () => undefined,
  });

  useEffect(() => {
    if (step === 'installment') questionRef.current?.focus();
  }, [step]);

  const shown = (field: Field) => (attempted ? formik.errors[field] : undefined);

  const check = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const errors = await formik.validateForm();
    const first = FIELDS.find((field) => errors[field]);
    if (first) {
      setSummary(errors[first] ?? null);
      window.scrollTo({ top: PERSONALISATION_ERROR_SCROLL_OFFSET, behavior: 'smooth' });
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setSummary(null);
    setStep('installment');
  };

  const send = async (installment: 0 | 1) => {
    setBusy(true);
    try {
      const values = schema.cast(formik.values, { stripUnknown: true }) as Personalisation;
      await onSubmit({ ...values, is_installment: installment });
    } catch (error) {
      setSummary(error instanceof ApiError ? error.message : '系統錯誤，請稍後再試');
      setStep('form');
    } finally {
      setBusy(false);
    }
  };

  /** A select or radio group of one field: its id is what a failure moves focus to. */
  const fieldProps = (field: Field) => ({
    id: `${id}-${field}`,
    value: formik.values[field],
    onChange: (value: string) => void formik.setFieldValue(field, value),
    error: shown(field),
  });
  const select = (field: Field, label: string, options: Parameters<typeof SelectField>[0]['options']) => (
    <SelectField {...fieldProps(field)} name={field} label={label} placeholder="請選擇" options={options} />
  );

  return (
    <Modal title={`訂製資料：${product.name}`} onClose={onClose} wide>
      {step === 'installment' ? (
        <div className={styles.question}>
          <p ref={questionRef} tabIndex={-1}>
            {CART_MESSAGES.installmentQuestion}
          </p>
          <div className={styles.actions}>
            <button type="button" className={buttons.secondary} disabled={busy} onClick={() => setStep('form')}>
              返回修改
            </button>
            <button type="button" className={buttons.secondary} disabled={busy} aria-busy={busy} onClick={() => void send(0)}>
              不分期
            </button>
            <button type="button" className={buttons.primary} disabled={busy} aria-busy={busy} onClick={() => void send(1)}>
              12 期分期
            </button>
          </div>
        </div>
      ) : (
        <form className={base.form} onSubmit={(event) => void check(event)} noValidate aria-describedby={summary ? `${id}-summary` : undefined}>
          <div id={`${id}-summary`} role="alert" className={styles.summary}>
            {summary ? <p className={base.error}>{summary}</p> : null}
          </div>

          {isLoading ? <p role="status">命盤載入中…</p> : null}
          {chartsError ? <p className={base.error}>命盤載入失敗，請稍後再試。</p> : null}
          {charts && charts.length === 0 ? (
            <p className={styles.noCharts}>
              您尚未建立命盤，開運商品需依命盤訂製。<Link href="/member/natalchart">前往命盤管理建立命盤</Link>
            </p>
          ) : null}
          {charts && charts.length > 0 ? (
            <>
              {select('character_id', '命盤', charts.map((chart) => ({ value: String(chart.id), label: chartLabel(chart) })))}
              <p className={base.hint}>
                命盤可於<Link href="/member/natalchart">命盤管理</Link>新增或修改。
              </p>
            </>
          ) : null}

          {select('fortune_word', '字樣', [
            { group: '天干', options: HEAVENLY_STEMS.map(asOption) },
            { group: '地支', options: EARTHLY_BRANCHES.map(asOption) },
          ])}

          {needs.ring ? (
            <>
              {select('fortune_ring_size', '戒圍', RING_SIZES.map((size) => ({ value: size, label: `${size} 號` })))}
              <ChoiceGroup {...fieldProps('fortune_finger')} name={`${id}-fortune_finger`} legend="配戴手指" framed choices={FINGERS.map((f) => ({ value: f.id, label: f.label }))} />
            </>
          ) : null}

          {needs.wrist ? (
            <ChoiceGroup {...fieldProps('fortune_wrist_size')} name={`${id}-fortune_wrist_size`} legend="手圍" framed choices={WRIST_SIZES.map(asOption)} />
          ) : null}

          <div className={styles.actions}>
            <button type="button" className={buttons.secondary} onClick={onClose}>
              取消
            </button>
            <button type="submit" className={buttons.primary} disabled={!charts?.length}>
              下一步
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}

const asOption = (word: string) => ({ value: word, label: word });
