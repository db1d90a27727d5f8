/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { ArticleView } from '@/components/article/article-view';
import type { Article } from '@/lib/contract/types';
import { articleRecord } from '../support/content-fixtures';

const show = (child: Article) => {
  const top = articleRecord(1, { banner: 'banners/top.png', web_children: [child] });
  render(<ArticleView section="service" top={top} article={child} isChild trail={[]} />);
};

describe('a content page (spec-coverage “Public site: company content and service”)', () => {
  it("shows its own banner, else the top article's, the title and the font-size buttons", () => {
    show(articleRecord(8));
    expect(screen.getByRole('img', { name: '文章 8' }).getAttribute('src')).toContain(
      encodeURIComponent('banners/top.png'),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('文章 8');
    expect(screen.getByRole('button', { name: /放大字級/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /縮小字級/ })).toBeInTheDocument();
  });

  it('prefers its own banner', () => {
    show(articleRecord(8, { banner: 'banners/own.png' }));
    expect(screen.getByRole('img', { name: '文章 8' }).getAttribute('src')).toContain(
      encodeURIComponent('banners/own.png'),
    );
  });

  it("sanitizes the article's HTML: no script, no event handler, no javascript: link", () => {
    show(
      articleRecord(8, {
        content: '<p onclick="steal()">說明</p><script>steal()</script><a href="javascript:steal()">連結</a>',
      }),
    );
    const paragraph = screen.getByText('說明');
    expect(paragraph).not.toHaveAttribute('onclick');
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText('連結')).not.toHaveAttribute('href', expect.stringContaining('javascript'));
  });
});
