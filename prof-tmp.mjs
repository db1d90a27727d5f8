import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const path = process.argv[2] ?? '/home';
const agg = new Map(); const byUrl = new Map();
for (let run = 0; run < 3; run++) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto('http://localhost:3100' + path, { waitUntil: 'load' });
  await page.waitForTimeout(3000);
  const { profile } = await cdp.send('Profiler.stop');
  const dt = new Map();
  const ids = new Map(profile.nodes.map(n => [n.id, n]));
  for (let i = 0; i < profile.samples.length; i++) dt.set(profile.samples[i], (dt.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i] ?? 0));
  for (const [id, t] of dt) { const n = ids.get(id); const f = n.callFrame; const key = `${f.functionName || '(anon)'} ${f.url.replace(/.*\//,'')}:${f.lineNumber}:${f.columnNumber}`; agg.set(key, (agg.get(key) ?? 0) + t / 1000 / 3); const u = f.url.replace(/.*\//,'') || f.functionName; byUrl.set(u, (byUrl.get(u) ?? 0) + t / 1000 / 3); }
  await ctx.close();
}
console.log('by url (ms, 4x, mean of 3):'); for (const [k, v] of [...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(v.toFixed(0).padStart(6), k);
console.log('top functions:'); for (const [k, v] of [...agg].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(v.toFixed(0).padStart(6), k);
await browser.close();
