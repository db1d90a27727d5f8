import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { BulletinList } from '@/components/home/bulletin-list';
import { ColumnList } from '@/components/home/column-list';
import { EbookList } from '@/components/home/ebook-list';
import { HomeSection } from '@/components/home/home-section';
import { PromotionCarousel } from '@/components/home/promotion-carousel';
import { RecommendedCarousel } from '@/components/home/recommended-carousel';
import { SideBar } from '@/components/home/side-bar';
import { BannerCarousel } from '@/components/ui/banner-carousel';
import { Marquee } from '@/components/ui/marquee';
import { MonthCalendar } from '@/components/ui/month-calendar';
import { loadRecommendedProducts } from '@/lib/api/loaders/catalogue';
import { loadAnnouncements, loadCurrentCalendar, loadEbooks } from '@/lib/api/loaders/content';
import { loadBanners, loadMarquees } from '@/lib/api/loaders/site';
import { JsonLd } from '@/components/ui/json-ld';
import { organizationJsonLd } from '@/lib/json-ld';
import { pageMetadata } from '@/lib/metadata';
import styles from './page.module.css';

/** Spec §9 home counts. */
const HOME_COUNTS = { columns: 3, bulletins: 3, promotions: 8, ebooks: 4 } as const;

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ title: '首頁', path: '/home' });
}

export default async function HomePage() {
  const [banners, marquees, columns, bulletins, promotions, ebooks, recommended, calendar, organization] =
    await Promise.all([
      loadBanners('index'),
      loadMarquees('index'),
      loadAnnouncements('boss-articles'),
      loadAnnouncements('official-bulletins'),
      loadAnnouncements('news'),
      loadEbooks(),
      loadRecommendedProducts(),
      loadCurrentCalendar(),
      organizationJsonLd(),
    ]);

  return (
    <div className={styles.home}>
      <JsonLd data={organization} />
      <h1 className="visually-hidden">東震股份有限公司 首頁</h1>
      <div className={styles.hero}>
        <BannerCarousel banners={banners} label="首頁輪播" ratio={3} />
        <Marquee items={marquees.map((marquee) => marquee.content)} />
      </div>

      <HomeSection id="home-column" title="總經理專欄" subtitle="President's Column" more={{ href: '/sound/boss' }}>
        <ColumnList items={columns.data.slice(0, HOME_COUNTS.columns)} />
      </HomeSection>

      <HomeSection
        id="home-bulletin"
        title="公司公告"
        subtitle="Announcements"
        more={{ href: '/news/matter' }}
        tone="cream"
      >
        <BulletinList items={bulletins.data.slice(0, HOME_COUNTS.bulletins)} />
      </HomeSection>

      <HomeSection id="home-promotion" title="特惠活動" subtitle="Promotions" more={{ href: '/news/activity' }}>
        <PromotionCarousel items={promotions.data.slice(0, HOME_COUNTS.promotions)} />
      </HomeSection>

      <HomeSection
        id="home-monthly"
        title="東震月刊"
        subtitle="Monthly Magazine"
        more={{ href: '/sound/monthly' }}
        tone="cream"
      >
        <EbookList items={ebooks.slice(0, HOME_COUNTS.ebooks)} />
      </HomeSection>

      <HomeSection
        id="home-recommended"
        title="推薦商品"
        subtitle="Recommended"
        more={{ href: '/product/list', label: '全部商品' }}
      >
        <RecommendedCarousel products={recommended} />
      </HomeSection>

      <HomeSection
        id="home-calendar"
        title="本月行事曆"
        subtitle="Calendar"
        more={calendar ? { href: `/news/calendar/${calendar.id}` } : undefined}
        tone="cream"
      >
        <div className={styles.calendarRow}>
          <div className={styles.calendar}>
            {calendar ? (
              <MonthCalendar title={calendar.title} paymentDays={calendar.dumpling_day} />
            ) : (
              <p>本月行事曆尚未公布</p>
            )}
          </div>
          <div className={styles.shopping}>
            <p className={styles.shoppingText}>嚴選保健與開運好物，為您與家人守護健康、招來好運。</p>
            <Link href="/product/list" className={styles.shoppingLink}>
              前往購物
            </Link>
          </div>
        </div>
      </HomeSection>

      <SideBar />
    </div>
  );
}
