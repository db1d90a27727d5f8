import type { Article } from '@/lib/contract/types';

/** The fields of a published calendar (GET calendars) that the calendar tests do not look at. */
export const calendarRecord = {
  created_at: '',
  updated_at: '',
  deleted_at: null,
  status: 1,
  is_notifiable: 0,
  url: null,
  published_at: null,
  finished_at: null,
};

/** The column heads of a course table, Monday first, as the spec writes them. */
export const COURSE_TABLE_WEEKDAYS = ['星期一', '星期二', '星期三', '星期四', '星期五', '星期六', '星期日'];

type SpecArticle = { id: number; section: 'abouts' | 'join-us' | 'services'; parent?: number; status?: number };

/**
 * The about, join and service articles of a company API built from the spec: one id space with gaps, an
 * unpublished top-level article (39) and an unpublished child (34). `GET {section}/{id}` answers the article
 * at any depth with its descendants, as public §7 reads; the tree the shop should build from them is `tree`.
 */
const SPEC_ARTICLES: SpecArticle[] = [
  { id: 1, section: 'services' },
  { id: 2, section: 'services', parent: 1 },
  { id: 3, section: 'services', parent: 2 },
  { id: 8, section: 'services', parent: 1 },
  { id: 9, section: 'services' },
  { id: 10, section: 'services', parent: 9 },
  { id: 30, section: 'abouts' },
  { id: 31, section: 'abouts', parent: 30 },
  { id: 32, section: 'abouts', parent: 30 },
  { id: 33, section: 'abouts', parent: 32 },
  { id: 34, section: 'abouts', parent: 30, status: 0 },
  { id: 37, section: 'abouts' },
  { id: 38, section: 'abouts', parent: 37 },
  { id: 39, section: 'abouts', status: 0 },
  { id: 50, section: 'join-us' },
  { id: 51, section: 'join-us', parent: 50 },
  { id: 75, section: 'join-us' },
];

/** A published article (GET abouts/{id} and the other sections) titled and worded by its id, without children. */
export const articleRecord = (id: number, overrides: Partial<Article> = {}): Article => ({
  id,
  title: `文章 ${id}`,
  status: 1,
  image: null,
  content: `<p>文章 ${id} 的內容</p>`,
  prefix_time: null,
  index_title: null,
  period: null,
  banner: null,
  web_children: [],
  created_at: '2026-03-02 09:00:00',
  updated_at: '2026-03-02 09:00:00',
  deleted_at: null,
  ...overrides,
});

const specArticle = ({ id, status = 1 }: SpecArticle): Article =>
  articleRecord(id, {
    status,
    created_at: '2026-01-02 03:04:05',
    updated_at: '2026-01-02 03:04:05',
    web_children: SPEC_ARTICLES.filter((child) => child.parent === id).map(specArticle),
  });

/** The answer of `GET abouts/{id}`, `GET join-us/{id}` or `GET services/{id}` on that API; undefined is its 404. */
export function specSectionAnswer(path: string): [number, unknown] | undefined {
  const [section, id] = path.split('/');
  const article = SPEC_ARTICLES.find((item) => item.section === section && String(item.id) === id);
  return article ? [200, { data: specArticle(article) }] : undefined;
}

/** The tree the shop builds from those answers: ids of top-level articles with their published descendants. */
export const SPEC_ARTICLE_TREE = {
  about: [{ 30: [31, { 32: [33] }] }, { 37: [38] }],
  join: [{ 50: [51] }, 75],
  service: [{ 1: [{ 2: [3] }, 8] }, { 9: [10] }],
};
