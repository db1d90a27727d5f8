import { contentOf } from '@/bench/lib/content-floor.mjs';

/** npm run bench -- --slow-cpu: the floor with /home's content renders the page's markup and CSS, nothing else. */
const ORIGIN = 'http://localhost:3200';

const page = `<!DOCTYPE html><html lang="zh-Hant-TW"><head><meta charset="utf-8"><title>首頁</title>
<style>:root{--brand:#8b1e2d}</style><script src="/_next/static/chunks/a.js" async=""></script></head>
<body><a href="#main" class="skip-link">跳至主要內容</a>
<main id="main"><label for="q">搜尋</label><input id="q" disabled>
<img alt="手鍊" src="/_next/image?url=%2Fa.png&amp;w=640&amp;q=75" srcset="/_next/image?url=%2Fa.png&amp;w=384&amp;q=75 384w, /_next/image?url=%2Fa.png&amp;w=640&amp;q=75 640w" style="position:absolute;--tile-gap: 4px;background-image:url(&quot;data:image/webp;base64,UklGR&quot;)">
<!--$?--><template id="B:0"></template><!--/$--><style>.tile{color:red}</style></main>
<script>self.__next_f.push([1,"0:{}"])</script><noscript><p>請開啟 JavaScript</p></noscript></body></html>`;

describe('contentOf', () => {
  const { style, body } = contentOf(page, ORIGIN);

  it("keeps the body's elements and text, with React's names for class and for", () => {
    expect(body[0]).toEqual(['a', { href: '#main', className: 'skip-link' }, '跳至主要內容']);
    const main = body.find((node) => Array.isArray(node) && node[0] === 'main');
    expect(main?.slice(0, 4)).toEqual([
      'main',
      { id: 'main' },
      ['label', { htmlFor: 'q' }, '搜尋'],
      ['input', { id: 'q', disabled: true }],
    ]);
  });

  it('leaves out scripts, templates, noscript and the head, and gathers every stylesheet in order', () => {
    expect(JSON.stringify(body)).not.toMatch(/script|template|__next_f|請開啟|首頁/);
    expect(style).toBe(':root{--brand:#8b1e2d}\n.tile{color:red}');
  });

  it("loads the images from the shop and gives style attributes as React's objects", () => {
    const image = JSON.stringify(body).match(/\["img",(\{[^}]*\{[^}]*\}[^}]*\})/)?.[1];
    expect(JSON.parse(image ?? '{}')).toEqual({
      alt: '手鍊',
      src: `${ORIGIN}/_next/image?url=%2Fa.png&w=640&q=75`,
      srcSet: `${ORIGIN}/_next/image?url=%2Fa.png&w=384&q=75 384w, ${ORIGIN}/_next/image?url=%2Fa.png&w=640&q=75 640w`,
      style: { position: 'absolute', '--tile-gap': '4px', backgroundImage: 'url("data:image/webp;base64,UklGR")' },
    });
  });
});
