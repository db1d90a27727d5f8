import { MAX_FAVORITES } from './line-limit';

/**
 * Cart and favourite messages (spec-coverage “Favourites and cart API”, member §5 and §8). Quoted spec texts are verbatim; the
 * wording of rules the spec states in English is listed in docs/spec-coverage.md.
 */
export const CART_MESSAGES = {
  added: '成功加入購物車',
  outOfStock: (name: string) => `${name} 庫存不足`,
  removedOutOfStock: (name: string) => `${name} 已無庫存，將自動從購物車移除`,
  overLimit: (limit: number) => `超過可購買數量，每筆最多 ${limit} 件`,
  luckyQuantity: '開運商品每筆數量固定為 1',
  cartFull: '購物車品項已達上限',
  favoritesFull: `我的最愛最多 ${MAX_FAVORITES} 項商品，請先移除其他商品`,
  lineMissing: '查無此購物車商品',
  lineRemoved: '已移除',
  productMissing: '暫無此商品',
  productRequired: '請選擇商品',
  quantityInvalid: '購買數量須為正整數',
  installmentInvalid: '分期付款選項只能是 0 或 1',
  empty: '購物車內沒有商品',
  cleared: '已清空購物車',
  soldOut: '已售完',
  chartRequired: '請選擇命盤',
  chartMissing: '查無此命盤，請重新選擇',
  wordRequired: '請選擇字樣',
  ringSizeRequired: '請選擇戒圍',
  fingerRequired: '請選擇配戴手指',
  wristSizeRequired: '請選擇手圍',
  installmentQuestion: '是否以信用卡 12 期分期付款購買開運商品？選擇分期將移除購物車內的一般商品。',
  installmentLost: '購物車內目前只有開運商品 12 期分期；加入一般商品後將無法使用 12 期信用卡分期付款，確定加入？',
  mixedCart: '購物車同時有一般商品與開運商品，無法使用 12 期信用卡分期付款。',
  freeShipping: '本島滿 NT$5,000、離島滿 NT$10,000 免運費',
  favouriteAdded: '已加入我的最愛',
  favouriteLucky: '開運商品無法加入我的最愛',
  favouriteRemoveConfirm: '確定移除?',
  favouriteRemovedTitle: '已移除',
  favouriteRemovedText: '商品已從我的最愛移除',
  favouriteKeptTitle: '已取消',
  favouriteKeptText: '商品仍保留在我的最愛中',
  favouritesEmpty: '我的最愛沒有任何商品',
  favouriteMissing: '查無此最愛商品',
} as const;
