import { eq } from 'drizzle-orm';
import { addMonths, format, parseISO } from 'date-fns';
import { getDb } from '@/backend/db/client';
import { ebookClasses } from '@/backend/db/schema';
import { taipeiDate } from '@/lib/domain/clock';
import { call, withFreshDatabase } from '../support/api';

withFreshDatabase();

type Ebook = { id: number; title: string; date: string; view_count_mobile: number; view_count_desktop: number };
type Page = { page: number; image: string; ebook_class_id: number };

const issueTitle = (monthsAgo: number) => {
  const month = addMonths(parseISO(taipeiDate(new Date())), -monthsAgo);
  return `${format(month, 'yyyy')}年${format(month, 'M')}月號`;
};

const stored = async (id: number) =>
  (await (await getDb()).select().from(ebookClasses).where(eq(ebookClasses.id, id)))[0];

describe('monthly e-books', () => {
  it('lists six monthly issues newest first, without their pages', async () => {
    const { status, json } = await call('GET', 'ebook-classes');
    expect(status).toBe(200);
    expect(json.data.map((issue: Ebook) => issue.title)).toEqual([0, 1, 2, 3, 4, 5].map(issueTitle));
    expect(json.data.every((issue: Ebook) => !('ebook_images' in issue))).toBe(true);
  });

  it('answers an issue with its pages in page order', async () => {
    const [latest] = (await call('GET', 'ebook-classes')).json.data;
    const { json } = await call('GET', `ebook-classes/${latest.id}`);
    const pages: Page[] = json.data.ebook_images;
    expect(pages.length).toBeGreaterThanOrEqual(8);
    expect(pages.map((page) => page.page)).toEqual(pages.map((_, index) => index + 1));
    expect(
      pages.every(
        (page) => page.ebook_class_id === latest.id && page.image.startsWith(`ebooks/${latest.date.slice(0, 7)}/`),
      ),
    ).toBe(true);
  });

  it('answers 404 with a message for an unknown issue', async () => {
    const response = await call('GET', 'ebook-classes/99999');
    expect(response.status).toBe(404);
    expect(response.json.message).toBe('查無此期月刊');
  });

  it.each([
    ['mobile', 'view_count_mobile', 'view_count_desktop'],
    ['desktop', 'view_count_desktop', 'view_count_mobile'],
  ] as const)('counts a %s view on its own counter only', async (viewFrom, counted, untouched) => {
    const [issue] = (await call('GET', 'ebook-classes')).json.data;
    const before = await stored(issue.id);
    const { status, json } = await call('PUT', `ebook-classes/${issue.id}/count`, {
      body: { id: issue.id, view_from: viewFrom },
    });
    expect(status).toBe(200);
    expect(json.data[counted]).toBe(before[counted] + 1);
    expect(json.data[untouched]).toBe(before[untouched]);
    const after = await stored(issue.id);
    expect(after[counted]).toBe(before[counted] + 1);
    expect(after[untouched]).toBe(before[untouched]);
  });

  it.each([
    [{ view_from: 'tablet' }, 'view_from', '閱讀裝置只能是 mobile 或 desktop'],
    [{}, 'view_from', '請指定閱讀裝置'],
    [{ view_from: 'mobile', id: 'abc' }, 'id', '月刊編號格式錯誤'],
  ])('refuses %j with 422 and counts nothing', async (body, field, message) => {
    const [issue] = (await call('GET', 'ebook-classes')).json.data;
    const before = await stored(issue.id);
    const response = await call('PUT', `ebook-classes/${issue.id}/count`, { body });
    expect(response.status).toBe(422);
    expect(response.json.errors[field]).toEqual([message]);
    expect(await stored(issue.id)).toMatchObject({
      view_count_mobile: before.view_count_mobile,
      view_count_desktop: before.view_count_desktop,
    });
  });

  it('refuses a body id that is not the issue of the path', async () => {
    const [latest, previous] = (await call('GET', 'ebook-classes')).json.data;
    const response = await call('PUT', `ebook-classes/${latest.id}/count`, {
      body: { id: previous.id, view_from: 'mobile' },
    });
    expect(response.status).toBe(422);
    expect(response.json.errors.id).toEqual(['月刊編號與網址不一致']);
  });

  it('answers 404 when counting an unknown issue', async () => {
    const response = await call('PUT', 'ebook-classes/99999/count', { body: { view_from: 'mobile' } });
    expect(response.status).toBe(404);
  });
});
