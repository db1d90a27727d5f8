import { s } from 'hastscript';
import type { Element } from 'hast';

/** The gold ingot (元寶) that marks payment days, as a static tree. Decorative: the text says what it means. */
export function ingotIcon(className: string): Element {
  return s('svg', { className, viewBox: '0 0 32 20', width: 20, height: 12, ariaHidden: 'true', focusable: 'false' }, [
    s('path', {
      d: 'M2 8c2 6 6 10 14 10s12-4 14-10c-3 1-6 2-8 2 0-4-3-8-6-8s-6 4-6 8c-2 0-5-1-8-2Z',
      fill: '#d9a520',
      stroke: '#8a5a00',
      strokeWidth: '1.2',
    }),
    s('ellipse', { cx: 16, cy: 8, rx: 4, ry: 3.2, fill: '#f4cf5d', stroke: '#8a5a00', strokeWidth: '1' }),
  ]);
}
