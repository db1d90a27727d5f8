import { SHIPPING_FEE_LINE_NUMBERS } from '@/lib/domain/shipping-fee-line';
import type { Db } from '../db/types';
import { categories, productImages, products, series } from '../db/schema';
import { CATALOGUE, type CategorySeed, type ProductSeed } from './catalogue-products';
import { seedCalendar } from './dates';
import { seedImage } from './images';

type ProductRow = typeof products.$inferInsert;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const list = (items: string[]) => `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;

/** The product page's HTML description; `feature` and `info` are the same facts as plain lines. */
function describe(product: ProductSeed) {
  return [
    `<h3>商品介紹</h3><p>${escapeHtml(product.story)}</p>`,
    `<h3>商品特色</h3>${list(product.points)}`,
    `<h3>商品規格</h3>${list(product.spec)}`,
    product.note ? `<h3>購買須知</h3><p>${escapeHtml(product.note)}</p>` : '',
  ].join('');
}

function categoryImages(category: CategorySeed) {
  return {
    image: seedImage(`categories/${category.slug}.webp`, { width: 600, height: 600, motif: category.motif }),
    banner_image: seedImage(`categories/${category.slug}-banner.webp`, {
      width: 1600,
      height: 500,
      motif: category.motif,
    }),
    icon_image: seedImage(`categories/${category.slug}-icon.webp`, { width: 160, height: 160, motif: category.motif }),
    icon_alt: `${category.name}分類圖示`,
    icon_title: category.name,
  };
}

/**
 * Categories, series, products and product images (spec-coverage “Platform”). Rows are inserted in the order of
 * CATALOGUE, so on a fresh database the ids are stable (products 1–61 in listing order, then the
 * three shipping-fee lines). `sort` is a product's place inside its category, so 全部商品 interleaves
 * the categories.
 */
export async function seedCatalogue(db: Db) {
  const when = seedCalendar();
  let allCategoryId = 0;
  let dayOffset = 0;

  for (const [categoryIndex, category] of CATALOGUE.entries()) {
    const [categoryRow] = await db
      .insert(categories)
      .values({
        name: category.name,
        sort: categoryIndex + 1,
        is_all: category.is_all ?? 0,
        seo_title: `${category.name}｜東震商城`,
        seo_keyword: `東震,${category.name},${category.series.map((s) => s.name).join(',')}`,
        seo_description: `東震商城${category.name}：${category.series.map((s) => s.name).join('、') || '所有商品一次瀏覽'}。`,
        ...categoryImages(category),
      })
      .returning({ id: categories.id });
    if (category.is_all) allCategoryId = categoryRow.id;

    for (const [seriesIndex, seriesSeed] of category.series.entries()) {
      const [seriesRow] = await db
        .insert(series)
        .values({
          category_id: categoryRow.id,
          name: seriesSeed.name,
          sort: seriesIndex + 1,
          seo_title: `${seriesSeed.name}｜${category.name}｜東震商城`,
          seo_description: `東震商城${category.name}・${seriesSeed.name}系列商品。`,
          published_at: when.at(-400, '00:00:00'),
        })
        .returning({ id: series.id });

      for (const product of seriesSeed.products) {
        const sort =
          category.series.slice(0, seriesIndex).reduce((n, s) => n + s.products.length, 0) +
          seriesSeed.products.indexOf(product) +
          1;
        const row: ProductRow = {
          category_id: categoryRow.id,
          series_id: seriesRow.id,
          product_number: product.number,
          name: product.name,
          price: product.price,
          member_price: product.member_price,
          pv: product.pv ?? Math.round(product.member_price * 0.8),
          unit: product.unit ?? '個',
          quantity: product.quantity ?? 100,
          brief: product.brief,
          feature: product.points.join('\n'),
          info: product.spec.join('\n'),
          description: describe(product),
          status: product.status ?? 1,
          is_testing: product.is_testing ?? 0,
          max_limited_buy: product.max_limited_buy ?? null,
          free_shipping_quantity: product.free_shipping_quantity ?? null,
          abroad_free_shipping_quantity: product.abroad_free_shipping_quantity ?? null,
          is_recommended: product.recommend_sort ? 1 : 0,
          recommend_sort: product.recommend_sort ?? 0,
          sort,
          published_at: when.at(-300 + (dayOffset++ % 90) * 3, '10:00:00'),
        };
        const [productRow] = await db.insert(products).values(row).returning({ id: products.id });
        await db.insert(productImages).values(
          Array.from({ length: product.images ?? 1 }, (_, index) => {
            const name = `${product.number}-${index + 1}.webp`;
            return {
              product_id: productRow.id,
              name,
              sort: index + 1,
              type: 'image/webp',
              image_alt: `${product.name} 商品圖 ${index + 1}`,
              image_title: product.name,
              image: seedImage(`products/${name}`, { width: 800, height: 800, motif: product.motif }),
            };
          }),
        );
      }
    }
  }

  // The shipping-fee lines: products so order lines can refer to them; the catalogue calls exclude
  // them by number (lib/domain/shipping-fee-line), so no list, search or detail ever shows them.
  await db.insert(products).values(
    Object.entries(SHIPPING_FEE_LINE_NUMBERS).map(([fee, number], index) => ({
      category_id: allCategoryId,
      product_number: number,
      name: '運費',
      price: Number(fee),
      member_price: Number(fee),
      pv: 0,
      unit: '筆',
      // Not goods: ample "stock" so an order service that books every line never runs out.
      quantity: 999_999,
      sort: 900 + index,
      brief: `訂單運費 NT$${fee}`,
      published_at: when.at(-400, '00:00:00'),
    })),
  );
}
