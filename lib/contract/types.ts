/**
 * The web API's entity types, inferred from the contract's schemas (lib/contract/schema, one file per
 * resource group): never typed a second time. Date-times are 'YYYY-MM-DD HH:mm:ss' strings in Taiwan
 * time; flags are 0 / 1 numbers as sent.
 */
import type { ArticleTree } from './schema/content';

export type { Item, Paged } from './schema/common';
export type { Category, Product } from './schema/catalogue';
export type {
  Antifraud,
  ImageBanner,
  Marquee,
  MenuCategory,
  SeoMeta,
  SystemImage,
  SystemRight,
  Term,
  VideoResource,
} from './schema/site';
export type {
  Announcement,
  Article,
  ArticleTree,
  Calendar,
  CalendarDetail,
  CourseEntry,
  Ebook,
  ServiceBase,
} from './schema/content';
export type {
  GeneralAddress,
  LoginPop,
  Member,
  PerformanceFigures,
  PerformanceLookup,
  RenewalSetting,
  Token,
} from './schema/member';
export type { Cart, CartAddOutOfStock, CartLine, Favorite, FortuneFields, RemovedCartLine } from './schema/cart';
export type { BuyAgainResult, Order, OrderCreated, OrderItem } from './schema/orders';
export type {
  LoveCode,
  Office,
  PaymentMethod,
  RemittanceDay,
  ShippingRuleRecord,
  ShopWindowRecord,
  ShoppingResultView,
} from './schema/shop';
export type { Activity, ActivityRule, Draw, GiftItem, RuleType } from './schema/activities';
export type { Character, CharacterInput } from './schema/characters';
export type { DrawOpenInput } from './schema/requests';
export type { FortuneError, FortuneResult } from './schema/fortune';
export type { FortuneQuery, OrderSearchQuery, ProductListQuery } from './schema/queries';

/** The about, join and service sections: the article tree's branches. */
export type ArticleSection = keyof ArticleTree;
