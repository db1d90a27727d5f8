import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ShopClosed } from '@/components/checkout/shop-closed';
import { loadOffices, loadShopSystem } from '@/lib/api/loaders/shop';
import { taipeiDateTime } from '@/lib/domain/clock';
import { isShopClosed } from '@/lib/domain/orders';
import { pageMetadata } from '@/lib/metadata';
import { shopClosedReading } from '@/lib/checkout/shop-closed-reading';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ title: '網路商城維護中', path: '/member/shopcart/shop-close', noindex: true });
}

/** /member/shopcart/shop-close (spec-coverage “Checkout pages”): the maintenance text while the shop is closed, else home. */
export default async function ShopClosePage() {
  const system = await loadShopSystem();
  if (!isShopClosed(system, taipeiDateTime(new Date()), await shopClosedReading())) redirect('/home');
  const offices = await loadOffices().catch(() => []);
  return <ShopClosed offices={offices} />;
}
