import { h } from 'hastscript';
import type { Element } from 'hast';
import type { SystemRight } from '@/lib/contract/types';
import styles from './social-links.module.css';

const NETWORKS: { key: keyof SystemRight; label: string; mark: string }[] = [
  { key: 'link_fb', label: 'Facebook', mark: 'f' },
  { key: 'link_line', label: 'LINE', mark: 'LINE' },
  { key: 'link_youtube', label: 'YouTube', mark: '▶' },
  { key: 'link_ig', label: 'Instagram', mark: 'IG' },
  { key: 'link_wechat', label: '微信 WeChat', mark: '微' },
  { key: 'link_twitter', label: 'X（Twitter）', mark: 'X' },
];

/** Social links of the site rights record, as a static tree (the footer's); a network without a link is left out. */
export function socialLinks(rights: SystemRight): Element | null {
  const links = NETWORKS.flatMap((network) => {
    const href = rights[network.key];
    return typeof href === 'string' && href ? [{ ...network, href }] : [];
  });
  if (links.length === 0) return null;
  return h(
    'ul',
    { className: styles.list, ariaLabel: '社群連結' },
    links.map((link) =>
      h(
        'li',
        h(
          'a',
          { href: link.href, target: '_blank', rel: 'noopener noreferrer', className: styles.link, title: link.label },
          [
            h('span', { ariaHidden: 'true' }, link.mark),
            h('span', { className: 'visually-hidden' }, `${link.label}（另開新視窗）`),
          ],
        ),
      ),
    ),
  );
}
