/**
 * Before the page's scripts run, the header search is a plain GET form (decision 0115), and an empty one
 * would open /product/list; the spec says empty search text does nothing (public §4). This inline script,
 * in the server HTML ahead of the search boxes, stops the submission of a search form whose text is blank
 * from the first paint on; once hydrated, SearchBox does the same itself.
 */
export const EMPTY_SEARCH_GUARD = `document.addEventListener('submit',function(e){var f=e.target;if(!(f instanceof HTMLFormElement)||f.getAttribute('role')!=='search')return;var k=f.elements.namedItem('keyword');if(k&&!k.value.trim())e.preventDefault();},true);`;

export function EmptySearchGuard() {
  return <script dangerouslySetInnerHTML={{ __html: EMPTY_SEARCH_GUARD }} />;
}
