/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Stronghold } from '@/components/service/stronghold-map';
import { COUNTY_NAMES, type SvgMap } from '@/components/service/taiwan-counties';
import type { ServiceBase } from '@/lib/contract/types';
import { serviceBaseRow, type ServiceBaseRow } from '@/lib/domain/service-base';

// The package ships one ES module (`export default {…}`); read its data as the page gets it.
const TAIWAN = JSON.parse(
  readFileSync(require.resolve('@svg-maps/taiwan'), 'utf8')
    .replace(/^\s*export default\s*/, '')
    .replace(/;\s*$/, ''),
) as SvgMap;

const base = (id: number, name: string, city: string, extra: Partial<ServiceBase> = {}): ServiceBaseRow =>
  serviceBaseRow({
    id,
    sort: id,
    name,
    city,
    district: '中區',
    address: `民權路 ${id} 號`,
    telephone: '04-2222-3333',
    contact_person: '王小明',
    open_time: '09:30:00',
    close_time: '18:00:00',
    url: `https://maps.example.com/?q=${id}`,
    created_at: '2026-01-01 00:00:00',
    updated_at: '2026-01-01 00:00:00',
    deleted_at: null,
    ...extra,
  });

const BASES = [
  base(1, '臺北大安服務站', '臺北市'),
  base(2, '臺北信義服務站', '臺北市'),
  base(3, '臺中服務站', '台中市'),
  base(4, '花蓮服務站', '花蓮縣'),
];

const area = (county: string) => document.querySelector(`[data-county="${county}"]`)!;
const row = (name: string) => screen.getByRole('heading', { name }).closest('li')!;
const highlighted = () => Array.from(document.querySelectorAll('[data-highlighted]'));

describe('service bases map (spec-coverage “Public site: company content and service” /service/stronghold)', () => {
  it('names every county of the map in Traditional Chinese with 臺', () => {
    expect(TAIWAN.locations).toHaveLength(22);
    for (const location of TAIWAN.locations) expect(COUNTY_NAMES[location.id]).toMatch(/^[\u4e00-\u9fff]{2}[縣市]$/);
    expect(Object.values(COUNTY_NAMES).join('')).not.toContain('台');
  });

  it('shades exactly the counties that have a base (台中市 matches 臺中市)', () => {
    render(<Stronghold map={TAIWAN} bases={BASES} />);
    const shaded = Array.from(document.querySelectorAll('path[data-city]')).map((path) =>
      path.getAttribute('data-county'),
    );
    expect(shaded.sort()).toEqual(['hualien-county', 'taichung-city', 'taipei-city']);
    expect(area('taipei-city')).toHaveAccessibleName('臺北市：2 個服務據點');
    expect(area('kinmen-county')).not.toHaveAttribute('data-city');
  });

  it('hovering a base row highlights its county, and only that', async () => {
    const user = userEvent.setup();
    render(<Stronghold map={TAIWAN} bases={BASES} />);
    await user.hover(row('臺中服務站'));
    expect(area('taichung-city')).toHaveAttribute('data-highlighted');
    expect(area('taipei-city')).not.toHaveAttribute('data-highlighted');
    expect(highlighted()).toEqual([area('taichung-city'), row('臺中服務站')]);
  });

  it('hovering a county highlights all its rows', async () => {
    const user = userEvent.setup();
    render(<Stronghold map={TAIWAN} bases={BASES} />);
    await user.hover(area('taipei-city'));
    expect(row('臺北大安服務站')).toHaveAttribute('data-highlighted');
    expect(row('臺北信義服務站')).toHaveAttribute('data-highlighted');
    expect(row('臺中服務站')).not.toHaveAttribute('data-highlighted');
    expect(row('花蓮服務站')).not.toHaveAttribute('data-highlighted');
  });

  it('moving on changes the highlight and leaving clears it', async () => {
    const user = userEvent.setup();
    render(<Stronghold map={TAIWAN} bases={BASES} />);
    await user.hover(area('taipei-city'));
    await user.hover(row('花蓮服務站'));
    expect(highlighted()).toEqual([area('hualien-county'), row('花蓮服務站')]);
    fireEvent.mouseLeave(screen.getByTestId('stronghold-map').parentElement!.parentElement!);
    expect(highlighted()).toEqual([]);
  });

  it('focusing a county with the keyboard highlights its rows too', async () => {
    const user = userEvent.setup();
    render(<Stronghold map={TAIWAN} bases={BASES} />);
    await user.tab();
    const focused = document.activeElement!;
    expect(focused.getAttribute('data-city')).toBeTruthy();
    const rows = screen
      .getAllByTestId('stronghold-row')
      .filter((item) => item.getAttribute('data-city') === focused.getAttribute('data-city'));
    expect(rows.length).toBeGreaterThan(0);
    for (const item of rows) expect(item).toHaveAttribute('data-highlighted');
  });

  it('shows clock times and opens the map link in a new window; its name starts with the text on it', () => {
    render(<Stronghold map={TAIWAN} bases={BASES} />);
    expect(row('臺中服務站')).toHaveTextContent('09:30–18:00');
    // A voice user says "查看地圖" (WCAG 2.5.3); the base's name and the new window follow for a screen reader.
    const link = screen.getByRole('link', { name: '查看地圖 臺中服務站（另開新視窗）' });
    expect(link).toHaveAttribute('href', 'https://maps.example.com/?q=3');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });
});
