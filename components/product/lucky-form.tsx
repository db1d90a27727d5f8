'use client';

import { Link } from '@/components/ui/link';
import type { CartLine, Product } from '@/lib/contract/types';
import { FINGERS, personalisationNeeds, RING_SIZES, WRIST_SIZES } from '@/lib/domain/cart';
import { EARTHLY_BRANCHES, HEAVENLY_STEMS } from '@/lib/domain/roc-year';
import { useCharacters } from '@/lib/hooks/use-characters';
import { ChoiceGroup } from '@/components/ui/form/choice-group';
import { SelectField } from '@/components/ui/form/select-field';
import { Modal } from '@/components/ui/modal';
import base from '@/components/ui/panel.module.css';
import buttons from '@/components/ui/button.module.css';
import { InstallmentQuestion } from './installment-question';
import { chartLabel } from './lucky-chart';
import { useLuckyForm, type Field, type LuckyFormValues } from './use-lucky-form';
import styles from './lucky-form.module.css';

type Props = {
  product: Product;
  /** A cart line being edited. */
  initial?: CartLine;
  /** Adds or saves; a rejection's message (an ApiError's) is shown in the form, which stays open. */
  onSubmit: (values: LuckyFormValues) => Promise<void>;
  onClose: () => void;
};

/**
 * The personalisation of a lucky item (spec-coverage “Product page: cart and favourites” "Lucky cart line"), in a modal: one of the
 * member's saved charts, a word (ten stems, twelve branches), and ring size and finger or wrist size
 * where the product needs them, checked with the schema the API uses. On failure the page scrolls to
 * offset 460 and the first message is announced. Then the 12-instalment question (spec-coverage “Product page: cart and favourites”).
 * Used by the product page to add and by the cart to edit a line.
 */
export function LuckyForm({ product, initial, onSubmit, onClose }: Props) {
  const { data: charts, error: chartsError, isLoading } = useCharacters();
  const needs = personalisationNeeds(product.product_number);
  const { id, summary, step, setStep, busy, check, send, fieldProps } = useLuckyForm({
    productNumber: product.product_number,
    initial,
    charts,
    onSubmit,
  });
  const select = (field: Field, label: string, options: Parameters<typeof SelectField>[0]['options']) => (
    <SelectField {...fieldProps(field)} name={field} label={label} placeholder="請選擇" options={options} />
  );

  return (
    <Modal title={`訂製資料：${product.name}`} onClose={onClose} wide>
      {step === 'installment' ? (
        <InstallmentQuestion
          busy={busy}
          onBack={() => setStep('form')}
          onAnswer={(installment) => void send(installment)}
        />
      ) : (
        <form
          className={base.form}
          onSubmit={(event) => void check(event)}
          noValidate
          aria-describedby={summary ? `${id}-summary` : undefined}
        >
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
              {select(
                'character_id',
                '命盤',
                charts.map((chart) => ({ value: String(chart.id), label: chartLabel(chart) })),
              )}
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
              {select(
                'fortune_ring_size',
                '戒圍',
                RING_SIZES.map((size) => ({ value: size, label: `${size} 號` })),
              )}
              <ChoiceGroup
                {...fieldProps('fortune_finger')}
                name={`${id}-fortune_finger`}
                legend="配戴手指"
                framed
                choices={FINGERS.map((f) => ({ value: f.id, label: f.label }))}
              />
            </>
          ) : null}

          {needs.wrist ? (
            <ChoiceGroup
              {...fieldProps('fortune_wrist_size')}
              name={`${id}-fortune_wrist_size`}
              legend="手圍"
              framed
              choices={WRIST_SIZES.map(asOption)}
            />
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
