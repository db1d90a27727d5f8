/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { ArticleView } from '@/components/article/article-view';
import type { Article } from '@/lib/contract/types';

const article = (id: number, overrides: Partial<Article> = {}): Article => ({
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

const show = (child: Article) => {
  const top = article(1, { banner: 'banners/top.png', web_children: [child] });
  render(<ArticleView section="service" top={top} article={child} isChild trail={[]} />);
};

describe('a content page (spec-coverage “Public site: company content and service”)', () => {
  it("shows its own banner, else the top article's, the title and the font-size buttons", () => {
    show(article(8));
    expect(screen.getByRole('img', { name: '文章 8' }).getAttribute('src')).toContain(
      encodeURIComponent('banners/top.png'),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('文章 8');
    expect(screen.getByRole('button', { name: /放大字級/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /縮小字級/ })).toBeInTheDocument();
  });

  it('prefers its own banner', () => {
    show(article(8, { banner: 'banners/own.png' }));
    expect(screen.getByRole('img', { name: '文章 8' }).getAttribute('src')).toContain(
      encodeURIComponent('banners/own.png'),
    );
  });

  it("sanitizes the article's HTML: no script, no event handler, no javascript: link", () => {
    show(
      article(8, {
        content: '<p onclick="steal()">說明</p><script>steal()</script><a href="javascript:steal()">連結</a>',
      }),
    );
    const paragraph = screen.getByText('說明');
    expect(paragraph).not.toHaveAttribute('onclick');
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText('連結')).not.toHaveAttribute('href', expect.stringContaining('javascript'));
  });
});
