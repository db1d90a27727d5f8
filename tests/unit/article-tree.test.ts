import { ARTICLE_WALK, readArticleTree } from '@/lib/api/article-tree';
import { serverApi } from '@/lib/api/server';
import type { Article } from '@/lib/contract/types';
import { fakeCompanyApi } from '../support/company-api';
import { SPEC_ARTICLE_TREE, specSectionAnswer } from '../support/content-fixtures';

/** An article as the ids of its tree: a leaf is its id, an article with children `{id: [children]}`. */
const shape = (article: Article): unknown =>
  article.web_children.length > 0 ? { [article.id]: article.web_children.map(shape) } : article.id;

const api = fakeCompanyApi();

describe('the about / join / service article tree (issue 50, D11, decision 0164)', () => {
  it('is GET articles/tree where the API has it, in one call', async () => {
    const tree = { about: [], join: [], service: [] };
    api.answers((path) => (path === 'articles/tree' ? [200, { data: tree }] : specSectionAnswer(path)));
    expect(await readArticleTree(serverApi())).toEqual(tree);
    expect(api.asked).toEqual(['articles/tree']);
  });

  describe('on an API built from the spec (no GET articles/tree: a 404)', () => {
    beforeEach(() => api.answers(specSectionAnswer));

    it("is read from the sections' own calls: top-level articles with their published descendants", async () => {
      const tree = await readArticleTree(serverApi());
      expect({
        about: tree.about.map(shape),
        join: tree.join.map(shape),
        service: tree.service.map(shape),
      }).toEqual(SPEC_ARTICLE_TREE);
    });

    it(`walks ids until ${ARTICLE_WALK.GAP} in a row belong to no section, never asking an id it holds`, async () => {
      await readArticleTree(serverApi());
      const ids = api.asked.filter((path) => path !== 'articles/tree').map((path) => Number(path.split('/')[1]));
      expect(Math.max(...ids)).toBeLessThanOrEqual(75 + ARTICLE_WALK.GAP + ARTICLE_WALK.BATCH);
      expect(Math.max(...ids)).toBeGreaterThanOrEqual(75 + ARTICLE_WALK.GAP);
      // 31 is held by 30 and asked of no section once 30 answered; each id is asked of a section once.
      expect(api.asked).not.toContain('abouts/31');
      expect(new Set(api.asked).size).toBe(api.asked.length);
    });

    it('fails on an answer other than "no such article", rather than show a tree with a hole', async () => {
      api.answers((path) => (path === 'join-us/50' ? [500, { message: 'Server Error' }] : specSectionAnswer(path)));
      await expect(readArticleTree(serverApi())).rejects.toMatchObject({ status: 500 });
    });
  });
});
