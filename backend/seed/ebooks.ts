import { format } from 'date-fns';
import type { Db } from '../db/types';
import { ebookClasses, ebookImages } from '../db/schema';
import { isoDate, isoDateTime, seedCalendar } from './dates';
import { seedImage } from './images';

const ISSUES = 6;

/** Pages of every issue; tagged pages are the magazine's table of contents. */
const PAGES: { tag_name?: string; motif: string }[] = [
  { motif: '封面' },
  { tag_name: '目錄', motif: '目錄' },
  { tag_name: '總經理專欄', motif: '總經理專欄' },
  { tag_name: '本月活動', motif: '本月特惠活動' },
  { tag_name: '健康講堂', motif: '健康講堂' },
  { motif: '健康講堂 下篇' },
  { tag_name: '命理專欄', motif: '命理專欄' },
  { tag_name: '商品介紹', motif: '新品介紹' },
  { tag_name: '夥伴分享', motif: '夥伴見證分享' },
  { motif: '行事曆與封底' },
];

/** The monthly e-magazine: this month's issue and the five before it, ten pages each. */
export async function seedEbooks(db: Db) {
  const when = seedCalendar();
  for (let offset = ISSUES - 1; offset >= 0; offset--) {
    const month = when.monthStart(-offset);
    const folder = `ebooks/${format(month, 'yyyy-MM')}`;
    const title = `${format(month, 'yyyy')}年${format(month, 'M')}月號`;
    const [issue] = await db
      .insert(ebookClasses)
      .values({
        title,
        date: isoDate(month),
        published_at: isoDateTime(month),
        image: seedImage(`${folder}/cover.png`, { width: 600, height: 849, motif: `東震月刊 ${title} 封面` }),
        sort: ISSUES - offset,
        view_count_mobile: 120 + offset * 85,
        view_count_desktop: 60 + offset * 40,
      })
      .returning({ id: ebookClasses.id });
    await db.insert(ebookImages).values(
      PAGES.map((page, index) => {
        const number = String(index + 1).padStart(2, '0');
        return {
          ebook_class_id: issue.id,
          page: index + 1,
          image: seedImage(`${folder}/page-${number}.png`, {
            width: 800,
            height: 1132,
            motif: `東震月刊 ${title} 第 ${index + 1} 頁 ${page.motif}`,
          }),
          tag_use: page.tag_name ? 1 : 0,
          tag_name: page.tag_name ?? null,
        };
      }),
    );
  }
}
