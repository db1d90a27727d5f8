import { createHash } from 'node:crypto';

/**
 * Generated demo artwork as SVG (rasterised by `writeDemoImages`). Every picture is derived from a
 * hash of its path, so the same path always gives the same picture and neighbours differ. The motif
 * (English keyword or the seed's Chinese description) picks the object drawn: bead bracelets, rings,
 * treasure bowls, pendants, crystals, incense, bottles, tea, books, gift boxes, gourds; banners get a
 * layered ink landscape, magazine pages a page layout. No text: CJK fonts may be missing.
 */
export type ArtRequest = { width: number; height: number; motif?: string };

type Rng = () => number;
type Palette = { deep: string; main: string; light: string; paper: string };
type Kit = { r: Rng; p: Palette; defs: string[]; id: (prefix: string) => string };

const GOLD = { deep: '#8a6420', main: '#c9a14a', light: '#f1dc9c' };
const CINNABAR = '#b23a2e';

const PALETTES: Palette[] = [
  { deep: '#0f3d3e', main: '#1f6f66', light: '#9fd1c0', paper: '#eef6f1' },
  { deep: '#5b1a18', main: '#a8322d', light: '#e8b7a0', paper: '#fbf1e6' },
  { deep: '#1b2a49', main: '#3a5a8c', light: '#a9bfdf', paper: '#eef2f8' },
  { deep: '#3d1f3a', main: '#7b3f6e', light: '#dcb0cf', paper: '#f9eff6' },
  { deep: '#1f1e1c', main: '#4a4a48', light: '#c2bcb0', paper: '#f5f1e8' },
  { deep: '#4a2c10', main: '#9c5b1c', light: '#eac27a', paper: '#fcf4e2' },
  { deep: '#1e3320', main: '#4d7a3c', light: '#bcd89e', paper: '#f3f8eb' },
  { deep: '#5a2e3a', main: '#c0707f', light: '#f2c4cb', paper: '#fdf2f3' },
];

type ObjectMotif =
  | 'bracelet'
  | 'ring'
  | 'bowl'
  | 'pendant'
  | 'crystal'
  | 'incense'
  | 'bottle'
  | 'tea'
  | 'book'
  | 'gift'
  | 'gourd'
  | 'logo';

const MOTIF_WORDS: [ObjectMotif, RegExp][] = [
  ['logo', /logo|標誌|icon|圖示/i],
  ['bracelet', /手鍊|手串|念珠|佛珠|bracelet|beads/i],
  ['ring', /戒指|\bring\b/i],
  ['bowl', /聚寶盆|bowl/i],
  ['pendant', /項鍊|墜|玉珮|吊飾|錢母|金牌|護身|pendant|amulet/i],
  ['crystal', /水晶|晶洞|原礦|瑪瑙|crystal/i],
  ['incense', /香|爐|供燈|incense/i],
  ['tea', /茶|tea/i],
  ['bottle', /膠囊|保健|維他命|益生菌|飲|乳液|面膜|足浴|bottle|health/i],
  ['book', /書籍|命理|斗數|入門|精解|農民曆|字帖|合訂本|book/i],
  ['gift', /禮盒|紅包|gift/i],
  ['gourd', /葫蘆|貔貅|麒麟|擺件|淨化|門簾|春聯|gourd|home/i],
];

const f = (n: number) => (Math.round(n * 10) / 10).toString();

function rngOf(text: string): Rng {
  const hash = createHash('sha256').update(text).digest();
  let a = hash.readUInt32LE(0);
  let b = hash.readUInt32LE(4);
  let c = hash.readUInt32LE(8);
  let d = hash.readUInt32LE(12);
  // sfc32: small, fast, well distributed.
  return () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

const between = (r: Rng, min: number, max: number) => min + r() * (max - min);
const pick = <T>(r: Rng, items: readonly T[]) => items[Math.floor(r() * items.length)];

function radial(kit: Kit, stops: [string, string, string], fx = 0.35, fy = 0.3) {
  const id = kit.id('rg');
  kit.defs.push(
    `<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.6" fx="${fx}" fy="${fy}"><stop offset="0" stop-color="${stops[0]}"/><stop offset="0.55" stop-color="${stops[1]}"/><stop offset="1" stop-color="${stops[2]}"/></radialGradient>`,
  );
  return `url(#${id})`;
}

function linear(kit: Kit, from: string, to: string, vertical = true) {
  const id = kit.id('lg');
  const [x2, y2] = vertical ? [0, 1] : [1, 0];
  kit.defs.push(
    `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
  );
  return `url(#${id})`;
}

/** A calligraphy-like stroke: a wobbly curve whose width swells and tapers, filled as one polygon. */
function brushStroke(kit: Kit, points: [number, number][], width: number, color: string, opacity = 0.85) {
  const { r } = kit;
  const samples = 48;
  const left: string[] = [];
  const right: string[] = [];
  const at = (t: number): [number, number] => {
    // Catmull-Rom through the control points.
    const n = points.length - 1;
    const seg = Math.min(n - 1, Math.floor(t * n));
    const u = t * n - seg;
    const p0 = points[Math.max(0, seg - 1)];
    const [p1, p2] = [points[seg], points[seg + 1]];
    const p3 = points[Math.min(n, seg + 2)];
    const c = (i: 0 | 1) =>
      0.5 *
      (2 * p1[i] +
        (-p0[i] + p2[i]) * u +
        (2 * p0[i] - 5 * p1[i] + 4 * p2[i] - p3[i]) * u * u +
        (-p0[i] + 3 * p1[i] - 3 * p2[i] + p3[i]) * u * u * u);
    return [c(0), c(1)];
  };
  for (let i = 0; i <= samples; i++) {
    const t = i / samples;
    const [x, y] = at(t);
    const [nx, ny] = at(Math.min(1, t + 0.01));
    const [px, py] = at(Math.max(0, t - 0.01));
    const len = Math.hypot(nx - px, ny - py) || 1;
    const [ox, oy] = [-(ny - py) / len, (nx - px) / len];
    const half =
      (width / 2) *
      Math.pow(Math.sin(Math.PI * Math.min(1, t * 1.15 + 0.04)), 0.55) *
      (1 - 0.35 * t) *
      between(r, 0.9, 1.08);
    left.push(`${f(x + ox * half)},${f(y + oy * half)}`);
    right.unshift(`${f(x - ox * half)},${f(y - oy * half)}`);
  }
  return `<polygon points="${[...left, ...right].join(' ')}" fill="${color}" fill-opacity="${opacity}"/>`;
}

/** An ensō: the open brush circle of Zen calligraphy. */
function enso(kit: Kit, cx: number, cy: number, radius: number, width: number, color: string) {
  const start = between(kit.r, 0, Math.PI * 2);
  const points: [number, number][] = [];
  for (let i = 0; i <= 8; i++) {
    const a = start + (i / 8) * Math.PI * 1.8;
    const wobble = radius * between(kit.r, 0.97, 1.03);
    points.push([cx + Math.cos(a) * wobble, cy + Math.sin(a) * wobble]);
  }
  return brushStroke(kit, points, width, color, 0.8);
}

function seal(cx: number, cy: number, size: number) {
  const s = size;
  return `<g transform="translate(${f(cx)} ${f(cy)})"><rect x="${f(-s / 2)}" y="${f(-s / 2)}" width="${f(s)}" height="${f(s)}" rx="${f(s * 0.08)}" fill="${CINNABAR}" fill-opacity="0.9"/><path d="M${f(-s * 0.25)} ${f(-s * 0.25)}h${f(s * 0.5)}M0 ${f(-s * 0.25)}v${f(s * 0.5)}M${f(-s * 0.25)} ${f(s * 0.1)}h${f(s * 0.5)}" stroke="#fbeee4" stroke-width="${f(s * 0.07)}" fill="none" stroke-linecap="round"/></g>`;
}

function backdrop(kit: Kit, w: number, h: number) {
  const { r, p } = kit;
  const fill = linear(kit, p.paper, p.light, r() < 0.5);
  const pattern = kit.id('pt');
  const cell = Math.round(Math.min(w, h) / between(r, 9, 16));
  const kind = Math.floor(r() * 3);
  const body =
    kind === 0
      ? // seigaiha waves
        [1, 0.7, 0.4].map((k) => `<circle cx="${cell / 2}" cy="${cell}" r="${f((cell / 2) * k)}"/>`).join('') +
        [1, 0.7, 0.4]
          .map(
            (k) =>
              `<circle cx="0" cy="${cell / 2}" r="${f((cell / 2) * k)}"/><circle cx="${cell}" cy="${cell / 2}" r="${f((cell / 2) * k)}"/>`,
          )
          .join('')
      : kind === 1
        ? `<path d="M0 0L${cell} ${cell}M${cell} 0L0 ${cell}"/>`
        : `<circle cx="${cell / 2}" cy="${cell / 2}" r="${f(cell * 0.08)}" fill="${p.main}"/>`;
  kit.defs.push(
    `<pattern id="${pattern}" width="${cell}" height="${cell}" patternUnits="userSpaceOnUse"><g fill="none" stroke="${p.main}" stroke-width="${f(Math.max(1, cell / 28))}">${body}</g></pattern>`,
  );
  return `<rect width="${w}" height="${h}" fill="${fill}"/><rect width="${w}" height="${h}" fill="url(#${pattern})" opacity="${between(r, 0.07, 0.13).toFixed(3)}"/>`;
}

function shadow(cx: number, cy: number, rx: number) {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(rx * 0.14)}" fill="#000" fill-opacity="0.12"/>`;
}

function bracelet(kit: Kit, cx: number, cy: number, s: number) {
  const { r, p } = kit;
  const count = 14 + Math.floor(r() * 7);
  const radius = s * 0.32;
  const bead = radius * Math.sin(Math.PI / count) * 0.98;
  const fills = [
    radial(kit, ['#ffffff', p.light, p.main]),
    radial(kit, ['#ffffff', p.main, p.deep]),
    radial(kit, [GOLD.light, GOLD.main, GOLD.deep]),
  ];
  const accent = Math.floor(r() * count);
  const beads = Array.from({ length: count }, (_, i) => {
    const a = (i / count) * Math.PI * 2 - Math.PI / 2;
    const isAccent = i === accent;
    const fill = isAccent ? fills[2] : fills[i % 2 === 0 || r() < 0.3 ? 0 : 1];
    return `<circle cx="${f(cx + Math.cos(a) * radius)}" cy="${f(cy + Math.sin(a) * radius)}" r="${f(isAccent ? bead * 1.18 : bead)}" fill="${fill}"/>`;
  }).join('');
  return `${shadow(cx, cy + radius + bead * 1.6, radius * 1.1)}<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(radius)}" fill="none" stroke="${p.deep}" stroke-opacity="0.35" stroke-width="${f(s * 0.006)}"/>${beads}`;
}

function ring(kit: Kit, cx: number, cy: number, s: number) {
  const { p } = kit;
  const radius = s * 0.26;
  const band = linear(kit, GOLD.light, GOLD.deep, false);
  const gem = radial(kit, ['#ffffff', p.light, p.deep], 0.4, 0.3);
  const g = s * 0.09;
  const gy = cy - radius - g * 0.2;
  const facets = `M${f(cx - g)} ${f(gy)}L${f(cx - g * 0.55)} ${f(gy - g * 0.7)}L${f(cx + g * 0.55)} ${f(gy - g * 0.7)}L${f(cx + g)} ${f(gy)}L${f(cx)} ${f(gy + g * 1.1)}Z`;
  return `${shadow(cx, cy + radius * 1.25, radius * 1.05)}<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(radius)}" ry="${f(radius * 0.92)}" fill="none" stroke="${band}" stroke-width="${f(s * 0.055)}"/><ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(radius)}" ry="${f(radius * 0.92)}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="${f(s * 0.01)}" stroke-dasharray="${f(radius * 0.9)} ${f(radius * 5)}"/><path d="${facets}" fill="${gem}" stroke="${GOLD.deep}" stroke-width="${f(s * 0.008)}"/><path d="M${f(cx - g)} ${f(gy)}H${f(cx + g)}M${f(cx - g * 0.55)} ${f(gy - g * 0.7)}L${f(cx)} ${f(gy + g * 1.1)}L${f(cx + g * 0.55)} ${f(gy - g * 0.7)}" stroke="#fff" stroke-opacity="0.5" stroke-width="${f(s * 0.005)}" fill="none"/>`;
}

function ingot(cx: number, cy: number, w: number, fill: string) {
  const h = w * 0.5;
  return `<path d="M${f(cx - w / 2)} ${f(cy - h * 0.4)}Q${f(cx - w * 0.3)} ${f(cy + h * 0.6)} ${f(cx)} ${f(cy + h * 0.55)}Q${f(cx + w * 0.3)} ${f(cy + h * 0.6)} ${f(cx + w / 2)} ${f(cy - h * 0.4)}Q${f(cx + w * 0.15)} ${f(cy - h * 0.05)} ${f(cx)} ${f(cy - h * 0.1)}Q${f(cx - w * 0.15)} ${f(cy - h * 0.05)} ${f(cx - w / 2)} ${f(cy - h * 0.4)}Z" fill="${fill}"/><ellipse cx="${f(cx)}" cy="${f(cy - h * 0.22)}" rx="${f(w * 0.16)}" ry="${f(h * 0.28)}" fill="${fill}" stroke="${GOLD.deep}" stroke-width="${f(w * 0.02)}"/>`;
}

function coin(cx: number, cy: number, radius: number, fill: string) {
  const hole = radius * 0.32;
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(radius)}" fill="${fill}" stroke="${GOLD.deep}" stroke-width="${f(radius * 0.08)}"/><rect x="${f(cx - hole / 2)}" y="${f(cy - hole / 2)}" width="${f(hole)}" height="${f(hole)}" fill="${GOLD.deep}" fill-opacity="0.7"/>`;
}

function bowl(kit: Kit, cx: number, cy: number, s: number) {
  const { p } = kit;
  const w = s * 0.36;
  const top = cy;
  const body = linear(kit, p.main, p.deep);
  const gold = radial(kit, [GOLD.light, GOLD.main, GOLD.deep]);
  const treasure = [
    ingot(cx - w * 0.35, top - s * 0.05, s * 0.2, gold),
    ingot(cx + w * 0.3, top - s * 0.06, s * 0.22, gold),
    coin(cx + w * 0.02, top - s * 0.11, s * 0.06, gold),
    ingot(cx, top - s * 0.02, s * 0.24, gold),
  ].join('');
  return `${shadow(cx, top + s * 0.3, w * 0.8)}${treasure}<path d="M${f(cx - w)} ${f(top)}Q${f(cx - w * 0.95)} ${f(top + s * 0.3)} ${f(cx)} ${f(top + s * 0.27)}Q${f(cx + w * 0.95)} ${f(top + s * 0.3)} ${f(cx + w)} ${f(top)}Z" fill="${body}"/><rect x="${f(cx - w * 0.35)}" y="${f(top + s * 0.26)}" width="${f(w * 0.7)}" height="${f(s * 0.035)}" rx="${f(s * 0.01)}" fill="${p.deep}"/><ellipse cx="${f(cx)}" cy="${f(top)}" rx="${f(w)}" ry="${f(s * 0.035)}" fill="none" stroke="${GOLD.main}" stroke-width="${f(s * 0.014)}"/><path d="M${f(cx - w * 0.8)} ${f(top + s * 0.09)}Q${f(cx)} ${f(top + s * 0.15)} ${f(cx + w * 0.8)} ${f(top + s * 0.09)}" fill="none" stroke="${GOLD.light}" stroke-opacity="0.7" stroke-width="${f(s * 0.008)}" stroke-dasharray="${f(s * 0.02)} ${f(s * 0.015)}"/>`;
}

function pendant(kit: Kit, cx: number, cy: number, s: number) {
  const { p, r } = kit;
  const stone = radial(kit, ['#ffffff', p.light, p.main]);
  const disc = s * 0.15;
  const chainTop = cy - s * 0.38;
  const links = Array.from({ length: 22 }, (_, i) => {
    const t = i / 21;
    const x = cx - s * 0.3 + t * s * 0.6;
    const y = chainTop + Math.sin(t * Math.PI) * (cy - disc - chainTop);
    return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(s * 0.009)}" ry="${f(s * 0.006)}" fill="none" stroke="${GOLD.main}" stroke-width="${f(s * 0.004)}"/>`;
  })
    .filter((_, i) => i !== 10 && i !== 11)
    .join('');
  const bi = r() < 0.5;
  const stoneShape = bi
    ? `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(disc)}" fill="${stone}"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(disc * 0.32)}" fill="${p.paper}"/>`
    : `<path d="M${f(cx)} ${f(cy - disc * 1.1)}C${f(cx + disc * 1.2)} ${f(cy - disc * 0.2)} ${f(cx + disc * 0.9)} ${f(cy + disc)} ${f(cx)} ${f(cy + disc)}C${f(cx - disc * 0.9)} ${f(cy + disc)} ${f(cx - disc * 1.2)} ${f(cy - disc * 0.2)} ${f(cx)} ${f(cy - disc * 1.1)}Z" fill="${stone}"/>`;
  const tassel = Array.from({ length: 7 }, (_, i) => {
    const x = cx - s * 0.02 + i * s * 0.007;
    return `<path d="M${f(x)} ${f(cy + disc)}L${f(x + (i - 3) * s * 0.006)} ${f(cy + disc + s * 0.16)}" stroke="${CINNABAR}" stroke-width="${f(s * 0.005)}"/>`;
  }).join('');
  return `${links}<circle cx="${f(cx)}" cy="${f(cy - disc - s * 0.015)}" r="${f(s * 0.018)}" fill="none" stroke="${GOLD.main}" stroke-width="${f(s * 0.007)}"/>${tassel}${stoneShape}`;
}

function crystal(kit: Kit, cx: number, cy: number, s: number) {
  const { p, r } = kit;
  const base = cy + s * 0.25;
  const count = 5 + Math.floor(r() * 3);
  const prisms = Array.from({ length: count }, (_, i) => {
    const angle = (i / (count - 1) - 0.5) * 70 + between(r, -6, 6);
    const height = s * between(r, 0.28, 0.5) * (i === Math.floor(count / 2) ? 1.25 : 1);
    const width = s * between(r, 0.05, 0.08);
    const fill = linear(kit, i % 2 ? '#ffffff' : p.light, p.main, false);
    const shape = `M${f(-width)} 0L${f(-width)} ${f(-height)}L0 ${f(-height - width * 1.6)}L${f(width)} ${f(-height)}L${f(width)} 0Z`;
    return `<g transform="translate(${f(cx + (i - count / 2) * s * 0.03)} ${f(base)}) rotate(${f(angle)})"><path d="${shape}" fill="${fill}" fill-opacity="0.85" stroke="${p.deep}" stroke-opacity="0.4" stroke-width="${f(s * 0.004)}"/><path d="M0 0V${f(-height)}L0 ${f(-height - width * 1.6)}" stroke="#fff" stroke-opacity="0.55" stroke-width="${f(s * 0.004)}"/></g>`;
  }).join('');
  return `${shadow(cx, base, s * 0.3)}<path d="M${f(cx - s * 0.28)} ${f(base)}Q${f(cx)} ${f(base - s * 0.12)} ${f(cx + s * 0.28)} ${f(base)}Z" fill="${p.deep}" fill-opacity="0.75"/>${prisms}`;
}

function incense(kit: Kit, cx: number, cy: number, s: number) {
  const { p, r } = kit;
  const burner = linear(kit, p.main, p.deep);
  const top = cy + s * 0.08;
  const sticks = [-1, 0, 1].map((k) => {
    const x = cx + k * s * 0.04;
    const tip = top - s * between(r, 0.3, 0.38);
    const smoke = `M${f(x)} ${f(tip)}C${f(x - s * 0.08)} ${f(tip - s * 0.08)} ${f(x + s * 0.09)} ${f(tip - s * 0.14)} ${f(x + k * s * 0.03)} ${f(tip - s * 0.24)}`;
    return `<path d="M${f(x)} ${f(top)}L${f(x + k * s * 0.01)} ${f(tip)}" stroke="#7a3b22" stroke-width="${f(s * 0.008)}"/><circle cx="${f(x + k * s * 0.01)}" cy="${f(tip)}" r="${f(s * 0.006)}" fill="#e0552f"/><path d="${smoke}" fill="none" stroke="${p.deep}" stroke-opacity="0.25" stroke-width="${f(s * 0.01)}" stroke-linecap="round"/>`;
  });
  return `${shadow(cx, top + s * 0.2, s * 0.25)}${sticks.join('')}<path d="M${f(cx - s * 0.2)} ${f(top)}Q${f(cx - s * 0.2)} ${f(top + s * 0.17)} ${f(cx)} ${f(top + s * 0.17)}Q${f(cx + s * 0.2)} ${f(top + s * 0.17)} ${f(cx + s * 0.2)} ${f(top)}Z" fill="${burner}"/><ellipse cx="${f(cx)}" cy="${f(top)}" rx="${f(s * 0.2)}" ry="${f(s * 0.03)}" fill="${p.light}" stroke="${GOLD.main}" stroke-width="${f(s * 0.008)}"/><path d="M${f(cx - s * 0.12)} ${f(top + s * 0.16)}l${f(-s * 0.03)} ${f(s * 0.05)}M${f(cx + s * 0.12)} ${f(top + s * 0.16)}l${f(s * 0.03)} ${f(s * 0.05)}" stroke="${p.deep}" stroke-width="${f(s * 0.018)}" stroke-linecap="round"/>`;
}

function bottle(kit: Kit, cx: number, cy: number, s: number) {
  const { p, r } = kit;
  const w = s * 0.22;
  const h = s * 0.42;
  const body = linear(kit, p.main, p.deep, false);
  const capsule = (x: number, y: number, angle: number) =>
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})"><rect x="${f(-s * 0.05)}" y="${f(-s * 0.018)}" width="${f(s * 0.1)}" height="${f(s * 0.036)}" rx="${f(s * 0.018)}" fill="${p.light}"/><rect x="0" y="${f(-s * 0.018)}" width="${f(s * 0.05)}" height="${f(s * 0.036)}" rx="${f(s * 0.018)}" fill="${GOLD.main}"/></g>`;
  const leaf = `<path d="M${f(cx - w * 0.25)} ${f(cy + h * 0.08)}Q${f(cx)} ${f(cy - h * 0.2)} ${f(cx + w * 0.25)} ${f(cy - h * 0.02)}Q${f(cx)} ${f(cy + h * 0.2)} ${f(cx - w * 0.25)} ${f(cy + h * 0.08)}Z" fill="${p.main}"/>`;
  return `${shadow(cx, cy + h / 2, w * 1.4)}<rect x="${f(cx - w / 2)}" y="${f(cy - h / 2)}" width="${f(w)}" height="${f(h)}" rx="${f(w * 0.18)}" fill="${body}"/><rect x="${f(cx - w * 0.36)}" y="${f(cy - h / 2 - s * 0.06)}" width="${f(w * 0.72)}" height="${f(s * 0.07)}" rx="${f(s * 0.01)}" fill="${GOLD.main}"/><rect x="${f(cx - w * 0.42)}" y="${f(cy - h * 0.2)}" width="${f(w * 0.84)}" height="${f(h * 0.42)}" rx="${f(s * 0.01)}" fill="${p.paper}"/>${leaf}${capsule(cx + s * 0.22, cy + h * 0.42, between(r, -30, 30))}${capsule(cx + s * 0.3, cy + h * 0.36, between(r, -40, 40))}${capsule(cx - s * 0.24, cy + h * 0.44, between(r, -30, 30))}`;
}

function tea(kit: Kit, cx: number, cy: number, s: number) {
  const { p } = kit;
  const cup = linear(kit, p.paper, p.light);
  const w = s * 0.2;
  const steam = [-1, 0, 1]
    .map(
      (k) =>
        `<path d="M${f(cx + k * w * 0.4)} ${f(cy - s * 0.06)}c${f(-s * 0.04)} ${f(-s * 0.05)} ${f(s * 0.04)} ${f(-s * 0.09)} 0 ${f(-s * 0.15)}" fill="none" stroke="${p.main}" stroke-opacity="0.35" stroke-width="${f(s * 0.01)}" stroke-linecap="round"/>`,
    )
    .join('');
  const leaf = (x: number, y: number, a: number) =>
    `<path transform="rotate(${a} ${f(x)} ${f(y)})" d="M${f(x)} ${f(y)}q${f(s * 0.05)} ${f(-s * 0.04)} ${f(s * 0.1)} 0q${f(-s * 0.05)} ${f(s * 0.04)} ${f(-s * 0.1)} 0Z" fill="${p.main}"/>`;
  return `${shadow(cx, cy + s * 0.2, s * 0.3)}<ellipse cx="${f(cx)}" cy="${f(cy + s * 0.17)}" rx="${f(s * 0.28)}" ry="${f(s * 0.045)}" fill="${p.main}" fill-opacity="0.55"/><path d="M${f(cx - w)} ${f(cy)}Q${f(cx - w)} ${f(cy + s * 0.17)} ${f(cx)} ${f(cy + s * 0.17)}Q${f(cx + w)} ${f(cy + s * 0.17)} ${f(cx + w)} ${f(cy)}Z" fill="${cup}" stroke="${p.deep}" stroke-opacity="0.5" stroke-width="${f(s * 0.006)}"/><ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(w)}" ry="${f(s * 0.03)}" fill="${GOLD.deep}" fill-opacity="0.8"/>${steam}${leaf(cx + s * 0.25, cy + s * 0.05, -20)}${leaf(cx - s * 0.34, cy + s * 0.1, 15)}`;
}

function book(kit: Kit, cx: number, cy: number, s: number) {
  const { p } = kit;
  const w = s * 0.34;
  const h = s * 0.46;
  const [x, y] = [cx - w / 2, cy - h / 2];
  const cover = linear(kit, p.main, p.deep, false);
  const stroke = brushStroke(
    kit,
    [
      [x + w * 0.55, y + h * 0.18],
      [x + w * 0.5, y + h * 0.45],
      [x + w * 0.56, y + h * 0.75],
    ],
    w * 0.16,
    p.paper,
    0.9,
  );
  return `${shadow(cx, cy + h / 2, w)}<rect x="${f(x + s * 0.015)}" y="${f(y + s * 0.015)}" width="${f(w)}" height="${f(h)}" fill="${p.paper}" stroke="${p.deep}" stroke-opacity="0.3"/><rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${cover}"/><rect x="${f(x + w * 0.08)}" y="${f(y + h * 0.06)}" width="${f(w * 0.84)}" height="${f(h * 0.88)}" fill="none" stroke="${GOLD.main}" stroke-width="${f(s * 0.005)}"/><path d="M${f(x + w * 0.04)} ${f(y)}V${f(y + h)}" stroke="${p.deep}" stroke-width="${f(s * 0.01)}"/>${stroke}${seal(x + w * 0.72, y + h * 0.8, w * 0.12)}`;
}

function gift(kit: Kit, cx: number, cy: number, s: number) {
  const { p } = kit;
  const w = s * 0.42;
  const h = s * 0.3;
  const box = linear(kit, p.main, p.deep);
  const ribbon = GOLD.main;
  const top = cy - h / 2;
  return `${shadow(cx, cy + h / 2, w * 0.75)}<rect x="${f(cx - w / 2)}" y="${f(top)}" width="${f(w)}" height="${f(h)}" fill="${box}"/><rect x="${f(cx - w * 0.54)}" y="${f(top - s * 0.06)}" width="${f(w * 1.08)}" height="${f(s * 0.08)}" rx="${f(s * 0.008)}" fill="${p.main}"/><rect x="${f(cx - s * 0.025)}" y="${f(top - s * 0.06)}" width="${f(s * 0.05)}" height="${f(h + s * 0.06)}" fill="${ribbon}"/><path d="M${f(cx)} ${f(top - s * 0.06)}C${f(cx - s * 0.16)} ${f(top - s * 0.2)} ${f(cx - s * 0.2)} ${f(top - s * 0.02)} ${f(cx)} ${f(top - s * 0.06)}ZM${f(cx)} ${f(top - s * 0.06)}C${f(cx + s * 0.16)} ${f(top - s * 0.2)} ${f(cx + s * 0.2)} ${f(top - s * 0.02)} ${f(cx)} ${f(top - s * 0.06)}Z" fill="${ribbon}" stroke="${GOLD.deep}" stroke-width="${f(s * 0.005)}"/><path d="M${f(cx - w * 0.4)} ${f(top + h * 0.5)}q${f(w * 0.1)} ${f(-h * 0.15)} ${f(w * 0.2)} 0t${f(w * 0.2)} 0" fill="none" stroke="${GOLD.light}" stroke-opacity="0.6" stroke-width="${f(s * 0.006)}"/>`;
}

function gourd(kit: Kit, cx: number, cy: number, s: number) {
  const fill = radial(kit, [GOLD.light, GOLD.main, GOLD.deep]);
  const lower = s * 0.16;
  const upper = s * 0.1;
  const yLower = cy + s * 0.1;
  const yUpper = yLower - lower - upper * 0.6;
  return `${shadow(cx, yLower + lower, lower * 1.2)}<circle cx="${f(cx)}" cy="${f(yLower)}" r="${f(lower)}" fill="${fill}"/><circle cx="${f(cx)}" cy="${f(yUpper)}" r="${f(upper)}" fill="${fill}"/><rect x="${f(cx - upper * 0.45)}" y="${f(yUpper + upper * 0.7)}" width="${f(upper * 0.9)}" height="${f(upper * 0.5)}" fill="${CINNABAR}"/><path d="M${f(cx)} ${f(yUpper - upper)}q${f(s * 0.01)} ${f(-s * 0.05)} ${f(s * 0.06)} ${f(-s * 0.06)}" stroke="#5a3a1a" stroke-width="${f(s * 0.012)}" fill="none" stroke-linecap="round"/>`;
}

function logo(kit: Kit, cx: number, cy: number, s: number) {
  return `${enso(kit, cx, cy, s * 0.3, s * 0.07, kit.p.deep)}${seal(cx + s * 0.2, cy + s * 0.22, s * 0.12)}`;
}

const OBJECTS: Record<ObjectMotif, (kit: Kit, cx: number, cy: number, s: number) => string> = {
  bracelet,
  ring,
  bowl,
  pendant,
  crystal,
  incense,
  bottle,
  tea,
  book,
  gift,
  gourd,
  logo,
};

/** Layered ink-wash mountains, a sun and a cloud band: the banner backdrop. */
function landscape(kit: Kit, w: number, h: number) {
  const { r, p } = kit;
  const sun = `<circle cx="${f(w * between(r, 0.15, 0.85))}" cy="${f(h * between(r, 0.22, 0.4))}" r="${f(h * between(r, 0.1, 0.16))}" fill="${CINNABAR}" fill-opacity="0.75"/>`;
  const layers = [0, 1, 2].map((layer) => {
    const baseY = h * (0.55 + layer * 0.14);
    const steps = 7 + layer * 2;
    const points = Array.from(
      { length: steps + 1 },
      (_, i) => `${f((i / steps) * w)},${f(baseY - h * between(r, 0.05, 0.28 - layer * 0.06))}`,
    );
    const color = [p.light, p.main, p.deep][layer];
    return `<polygon points="0,${h} ${points.join(' ')} ${w},${h}" fill="${color}" fill-opacity="${0.45 + layer * 0.2}" stroke-linejoin="round"/>`;
  });
  const cloudY = h * between(r, 0.3, 0.5);
  const cloud = Array.from({ length: 4 }, (_, i) => {
    const x = w * between(r, 0.05, 0.9);
    const rad = h * 0.05;
    return `<path d="M${f(x)} ${f(cloudY + i * h * 0.03)}a${f(rad)} ${f(rad)} 0 1 1 ${f(rad * 2)} 0a${f(rad * 0.6)} ${f(rad * 0.6)} 0 1 1 ${f(rad * 1.2)} 0" fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="${f(h * 0.012)}" stroke-linecap="round"/>`;
  });
  return sun + layers.join('') + cloud.join('');
}

/** The seed's description decides; the path only when there is none (folder names like `ebooks/` mislead). */
function motifOf(request: ArtRequest, path: string): ObjectMotif | undefined {
  const text = request.motif ?? path;
  return MOTIF_WORDS.find(([, pattern]) => pattern.test(text))?.[0];
}

/** A wordmark-like logo on a transparent ground: an ensō, brush strokes for the letters, a seal. */
function logoLayout(kit: Kit, w: number, h: number) {
  const s = Math.min(w, h);
  const mark = enso(kit, s / 2, h / 2, s * 0.36, s * 0.1, kit.p.deep);
  if (w < h * 1.5) return mark + seal(s * 0.78, h * 0.78, s * 0.16);
  const strokes = [0.3, 0.62].map((y, i) =>
    brushStroke(
      kit,
      [
        [s * 1.1, h * y],
        [s * 1.1 + (w - s * 1.3) * 0.5, h * (y - 0.04)],
        [w - s * 0.2 - i * s * 0.6, h * (y + 0.02)],
      ],
      h * (0.2 - i * 0.06),
      kit.p.main,
      0.9,
    ),
  );
  return mark + strokes.join('');
}

/** A magazine cover: a title band, a large brush stroke, a landscape below and the seal. */
function coverLayout(kit: Kit, w: number, h: number) {
  const { p } = kit;
  const band = `<rect x="0" y="0" width="${w}" height="${f(h * 0.16)}" fill="${p.deep}"/><rect x="${f(w * 0.08)}" y="${f(h * 0.055)}" width="${f(w * 0.5)}" height="${f(h * 0.05)}" rx="${f(h * 0.01)}" fill="${p.paper}" fill-opacity="0.9"/>`;
  const stroke = brushStroke(
    kit,
    [
      [w * 0.55, h * 0.22],
      [w * 0.47, h * 0.38],
      [w * 0.56, h * 0.55],
    ],
    w * 0.14,
    p.deep,
    0.85,
  );
  const scene = `<svg x="0" y="${f(h * 0.55)}" width="${w}" height="${f(h * 0.45)}" viewBox="0 0 ${w} ${f(h * 0.45)}" preserveAspectRatio="none">${landscape(kit, w, h * 0.45)}</svg>`;
  return backdrop(kit, w, h) + scene + band + stroke + seal(w * 0.78, h * 0.5, w * 0.09);
}

function pageLayout(kit: Kit, w: number, h: number) {
  const { r, p } = kit;
  const margin = w * 0.09;
  const imageH = h * between(r, 0.28, 0.38);
  const imageY = h * 0.14;
  const picture = `<svg x="${f(margin)}" y="${f(imageY)}" width="${f(w - margin * 2)}" height="${f(imageH)}" viewBox="0 0 ${f(w - margin * 2)} ${f(imageH)}" preserveAspectRatio="none"><rect width="100%" height="100%" fill="${p.paper}"/>${landscape(kit, w - margin * 2, imageH)}</svg>`;
  const lines: string[] = [];
  for (let y = imageY + imageH + h * 0.06; y < h - margin; y += h * 0.032) {
    const lineW = (w - margin * 2) * (r() < 0.15 ? between(r, 0.3, 0.7) : 1);
    lines.push(
      `<rect x="${f(margin)}" y="${f(y)}" width="${f(lineW)}" height="${f(h * 0.011)}" rx="${f(h * 0.005)}" fill="${p.deep}" fill-opacity="0.22"/>`,
    );
  }
  const heading = `<rect x="${f(margin)}" y="${f(h * 0.06)}" width="${f(w * 0.45)}" height="${f(h * 0.035)}" rx="${f(h * 0.008)}" fill="${p.main}"/><rect x="${f(margin)}" y="${f(h * 0.105)}" width="${f(w * 0.82)}" height="${f(h * 0.004)}" fill="${GOLD.main}"/>`;
  return `<rect width="${w}" height="${h}" fill="#fffdf8"/>${heading}${picture}${lines.join('')}`;
}

/** The SVG markup of the demo picture for `path`. */
export function demoArtSvg(path: string, request: ArtRequest): string {
  const { width: w, height: h } = request;
  const r = rngOf(path);
  let counter = 0;
  const kit: Kit = { r, p: pick(r, PALETTES), defs: [], id: (prefix) => `${prefix}${counter++}` };
  const motif = motifOf(request, path);
  const aspect = w / h;
  const s = Math.min(w, h);
  let body: string;

  const description = `${request.motif ?? ''} ${path}`;

  if (motif === 'logo') {
    body = logoLayout(kit, w, h);
  } else if (aspect < 0.8 && /封面|cover/i.test(description)) {
    body = coverLayout(kit, w, h);
  } else if (aspect < 0.8 && /頁|page/i.test(description)) {
    body = pageLayout(kit, w, h);
  } else if (aspect >= 1.5) {
    const objectX = w * (r() < 0.5 ? 0.75 : 0.25);
    const strokeX = w - objectX;
    body =
      backdrop(kit, w, h) +
      landscape(kit, w, h) +
      brushStroke(
        kit,
        [
          [strokeX - s * 0.35, h * 0.35],
          [strokeX, h * 0.28],
          [strokeX + s * 0.35, h * 0.4],
        ],
        s * 0.08,
        kit.p.deep,
        0.55,
      ) +
      (motif ? OBJECTS[motif](kit, objectX, h * 0.5, s * 1.1) : '');
  } else {
    const strokes = Array.from({ length: 2 }, () => {
      const y = h * between(r, 0.12, 0.88);
      return brushStroke(
        kit,
        [
          [w * 0.02, y],
          [w * 0.4, y + between(r, -1, 1) * h * 0.08],
          [w * 0.98, y + between(r, -1, 1) * h * 0.1],
        ],
        s * between(r, 0.03, 0.06),
        kit.p.main,
        0.18,
      );
    }).join('');
    const object = motif
      ? OBJECTS[motif](kit, w / 2, h / 2, s)
      : enso(kit, w / 2, h / 2, s * 0.3, s * 0.08, kit.p.deep) + seal(w / 2 + s * 0.22, h / 2 + s * 0.24, s * 0.1);
    body = backdrop(kit, w, h) + strokes + object;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${kit.defs.join('')}</defs>${body}</svg>`;
}
