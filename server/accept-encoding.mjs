// @ts-check

/**
 * Whether an Accept-Encoding value admits `coding`: named (any case) with a weight above 0, or left unnamed
 * where `*` has one. `q=0` refuses.
 *
 * @param {string | undefined} acceptEncoding
 * @param {string} coding
 * @returns {boolean}
 */
export function acceptsCoding(acceptEncoding, coding) {
  let star = false;
  for (const entry of String(acceptEncoding ?? '')
    .toLowerCase()
    .split(',')) {
    const [name, ...params] = entry.trim().split(/\s*;\s*/);
    const weight = params.map((param) => /^q=([\d.]+)$/.exec(param)).find(Boolean);
    const wanted = !weight || Number(weight[1]) > 0;
    if (name === coding) return wanted;
    if (name === '*') star = wanted;
  }
  return star;
}
