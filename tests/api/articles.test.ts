import { and, eq, ne } from 'drizzle-orm';
import { getDb } from '@/backend/db/client';
import { announcements, articles } from '@/backend/db/schema';
import { call, withFreshDatabase } from '../support/api';

withFreshDatabase();

type Announcement = { id: number; status: number; published_at: string; title: string; content: string; kind: string };
type Article = {
  id: number;
  parent_id: number | null;
  title: string;
  status: number;
  section: string;
  web_children: Article[];
};

const collections = [
  ['boss-articles', 'boss'],
  ['official-bulletins', 'bulletin'],
  ['news', 'news'],
  ['travels', 'travel'],
] as const;

describe('announcement collections', () => {
  it('pages the president’s column ten at a time, newest first, with HTML content', async () => {
    const columns = await (
      await getDb()
    )
      .select()
      .from(announcements)
      .where(and(eq(announcements.kind, 'boss'), eq(announcements.status, 1)));
    expect(columns.length).toBeGreaterThanOrEqual(12);
    const first = await call('GET', 'boss-articles');
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({
      current_page: 1,
      per_page: 10,
      from: 1,
      to: 10,
      total: columns.length,
      last_page: Math.ceil(columns.length / 10),
    });
    expect(first.json.path).toMatch(/\/api\/web\/boss-articles$/);
    const dates = first.json.data.map((item: Announcement) => item.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(first.json.data[0].content).toMatch(/^<p>/);

    const second = await call('GET', 'boss-articles?page=2');
    expect(second.json).toMatchObject({ current_page: 2, from: 11, to: Math.min(20, columns.length) });
    expect(second.json.data).toHaveLength(Math.min(10, columns.length - 10));
    expect(second.json.data[0].published_at <= dates[dates.length - 1]).toBe(true);
  });

  it.each(collections)('%s lists only published items of its own kind', async (path, kind) => {
    const db = await getDb();
    const { json } = await call('GET', path);
    const published = await db
      .select()
      .from(announcements)
      .where(and(eq(announcements.kind, kind), eq(announcements.status, 1)));
    expect(json.total).toBe(published.length);
    expect(json.data.every((item: Announcement) => item.status === 1 && item.kind === kind)).toBe(true);
  });

  it.each(collections.slice(1))(
    '%s keeps its unpublished item out of the list but answers it by id as it is',
    async (path, kind) => {
      const db = await getDb();
      const [hidden] = await db
        .select()
        .from(announcements)
        .where(and(eq(announcements.kind, kind), ne(announcements.status, 1)));
      expect(hidden).toBeDefined();
      const list = await call('GET', path);
      expect(list.json.data.map((item: Announcement) => item.id)).not.toContain(hidden.id);

      const one = await call('GET', `${path}/${hidden.id}`);
      expect(one.status).toBe(200);
      expect(one.json.data).toMatchObject({ id: hidden.id, status: hidden.status, title: hidden.title });
    },
  );

  it('answers one item by id, and 404 with a message for another kind’s id or an unknown id', async () => {
    const { json } = await call('GET', 'news');
    const promotion = json.data[0];
    expect((await call('GET', `news/${promotion.id}`)).json.data).toMatchObject({
      id: promotion.id,
      title: promotion.title,
    });

    for (const path of [`boss-articles/${promotion.id}`, 'travels/999999', 'official-bulletins/abc']) {
      const response = await call('GET', path);
      expect(response.status).toBe(404);
      expect(response.json.message).toBe(path.endsWith('abc') ? '查無資料' : '查無此文章');
    }
  });

  it.each(['page=abc', 'page=-1', 'page=0', 'page=1.5'])('refuses a malformed query %s with 400', async (query) => {
    const response = await call('GET', `official-bulletins?${query}`);
    expect(response.status).toBe(400);
    expect(response.json.message).toContain('page');
  });

  it('answers an empty page past the last one', async () => {
    const { status, json } = await call('GET', 'travels?page=9');
    expect(status).toBe(200);
    expect(json).toMatchObject({ data: [], current_page: 9, from: null, to: null });
  });
});

describe('article trees', () => {
  const ids = (nodes: Article[]): number[] => nodes.flatMap((node) => [node.id, ...ids(node.web_children)]);

  it('answers the about, join and service trees with children and grandchildren', async () => {
    const { status, json } = await call('GET', 'articles/tree');
    expect(status).toBe(200);
    for (const section of ['about', 'join', 'service'] as const) {
      const tree: Article[] = json.data[section];
      expect(tree.length).toBeGreaterThan(0);
      expect(tree.every((node) => node.parent_id === null && node.section === section)).toBe(true);
      const grandchildren = tree.flatMap((node) => node.web_children.flatMap((child) => child.web_children));
      expect(grandchildren.length).toBeGreaterThan(0);
    }
  });

  it('puts the shipping and free-shipping explanation at /service/1/8', async () => {
    const { json } = await call('GET', 'articles/tree');
    const guide = json.data.service.find((node: Article) => node.id === 1);
    const shipping = guide.web_children.find((child: Article) => child.id === 8);
    expect(shipping.title).toBe('運費與免運說明');

    const service = await call('GET', 'services/1');
    const child = service.json.data.web_children.find((node: Article & { content: string }) => node.id === 8);
    expect(child.content).toContain('NT$5,000');
    expect(child.content).toContain('NT$10,000');
  });

  it('leaves unpublished articles out of the tree and answers them 404', async () => {
    const db = await getDb();
    const hidden = await db.select().from(articles).where(ne(articles.status, 1));
    expect(hidden.length).toBeGreaterThan(0);
    const { json } = await call('GET', 'articles/tree');
    const shown = [...ids(json.data.about), ...ids(json.data.join), ...ids(json.data.service)];
    for (const article of hidden) {
      expect(shown).not.toContain(article.id);
      expect((await call('GET', `abouts/${article.id}`)).status).toBe(404);
    }
  });

  it('answers an article of each section with its nested web_children, 404 outside its section', async () => {
    const { json } = await call('GET', 'articles/tree');
    for (const [path, section] of [
      ['abouts', 'about'],
      ['join-us', 'join'],
      ['services', 'service'],
    ] as const) {
      const top: Article = json.data[section][0];
      const response = await call('GET', `${path}/${top.id}`);
      expect(response.status).toBe(200);
      expect(response.json.data).toMatchObject({ id: top.id, title: top.title });
      expect(ids(response.json.data.web_children)).toEqual(ids(top.web_children));

      const child = top.web_children[0];
      expect((await call('GET', `${path}/${child.id}`)).json.data.id).toBe(child.id);
    }
    const wrongSection = await call('GET', 'abouts/1');
    expect(wrongSection.status).toBe(404);
    expect(wrongSection.json.message).toBe('查無此文章');
    expect((await call('GET', 'join-us/99999')).status).toBe(404);
  });
});
