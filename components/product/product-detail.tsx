import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import type { Category, Product } from '@/lib/contract/types';
import { productImageSource } from '@/lib/api/storage';
import { isLuckyProductNumber } from '@/lib/domain/lucky-products';
import { sanitize } from '@/lib/sanitize';
import { listHref } from '@/lib/routes/product-list-query';
import { Money } from '@/components/ui/money';
import { ProductActions } from './product-actions';
import { ProductGallery } from './product-gallery';
import styles from './product-detail.module.css';

type Props = { product: Product; category: Category | undefined };

/**
 * Product detail (spec-coverage “Public site: catalogue”): gallery, name, number, member and suggested price, PV, brief, feature,
 * info and the sanitized description; the actions are a client island (product-actions.tsx).
 */
export function ProductDetail({ product, category }: Props) {
  const lucky = isLuckyProductNumber(product.product_number);
  const inStock = product.quantity > 0;
  const series = category?.series?.find((item) => item.id === product.series_id);
  // The island's props travel in the page's RSC payload: the long texts, already in the HTML, stay out.
  const forActions: Product = { ...product, description: '', feature: '', info: '', brief: '' };
  const images = product.images.map((image) => ({
    ...productImageSource(product, image.image),
    alt: image.image_alt || product.name,
    title: image.image_title || undefined,
  }));

  return (
    <article className={styles.detail}>
      <nav aria-label="導覽路徑" className={styles.breadcrumb}>
        <ol>
          <li>
            <Link href="/home">首頁</Link>
          </li>
          <li>
            <Link href="/product/view">產品總覽</Link>
          </li>
          {category ? (
            <li>
              <Link href={listHref({ category_id: category.id })}>{category.name}</Link>
            </li>
          ) : null}
          <li aria-current="page">{product.name}</li>
        </ol>
      </nav>

      <div className={styles.top}>
        <ProductGallery images={images} name={product.name} />

        <div className={styles.summary}>
          {series ? <p className={styles.series}>{series.name}</p> : null}
          <h1 className={styles.name}>{product.name}</h1>
          <p className={styles.number}>商品編號：{product.product_number}</p>

          <dl className={styles.prices}>
            <div>
              <dt>會員價</dt>
              <dd className={styles.memberPrice}>
                <Money value={product.member_price} />
              </dd>
            </div>
            <div>
              <dt>建議售價</dt>
              <dd>
                <Money value={product.price} />
              </dd>
            </div>
            <div>
              <dt>PV</dt>
              <dd>{product.pv}</dd>
            </div>
            <div>
              <dt>庫存</dt>
              <dd className={inStock ? undefined : styles.soldOut}>{inStock ? '現貨供應' : '缺貨'}</dd>
            </div>
          </dl>

          {product.brief ? <p className={styles.brief}>{product.brief}</p> : null}

          {lucky ? (
            <p className={styles.lucky} data-testid="lucky-note">
              本商品為開運商品，需依您的命盤（出生年月日時）個人化訂製，製作期約 2 至 3
              週；請登入會員並於會員專區建立命盤後再行訂購。開運商品不提供快速購買。
            </p>
          ) : null}

          <ProductActions product={forActions} />
        </div>
      </div>

      {product.feature ? (
        <DetailSection id="product-feature" title="商品特色">
          <p className={styles.lines}>{product.feature}</p>
        </DetailSection>
      ) : null}
      {product.info ? (
        <DetailSection id="product-info" title="商品資訊">
          <p className={styles.lines}>{product.info}</p>
        </DetailSection>
      ) : null}
      {product.description ? (
        <DetailSection id="product-description" title="商品說明">
          <div className={styles.description} dangerouslySetInnerHTML={{ __html: sanitize(product.description) }} />
        </DetailSection>
      ) : null}
    </article>
  );
}

/** A titled section under the product's summary, named by its heading. */
function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
