/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { SectionIndex } from '@/components/article/section-index';
import { articleRecord } from '../support/content-fixtures';

/**
 * A card's excerpt is cut to whole characters: cut between the halves of a surrogate pair, the HTML
 * carried U+FFFD where the page's data kept half a character, and React failed to hydrate /about.
 */
it("cuts an article's excerpt of characters outside the BMP between characters, never inside one", () => {
  render(
    <SectionIndex
      section="about"
      articles={[articleRecord(3, { title: '關於東震', content: `a${'𠀋'.repeat(100)}` })]}
    />,
  );
  const excerpt = screen.getByText(/^a𠀋/).textContent!;
  expect(excerpt).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/); // no half of a pair
  expect(excerpt).toBe(`a${'𠀋'.repeat(79)}…`);
});
