import puppeteer from 'puppeteer-core';
import { startAppProcess } from './bench/app-process.js';
import { runFlow } from './bench/login-flow.js';
const app = await startAppProcess('sqlite:/work/bench/instituto-bench-50k.sqlite');
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox'] });
try {
  await runFlow(browser, app.base, 'students', { username: 'admin', password: 'Admin2024!' });
  // profile one run: patch newPage via target events
  const ctx = await browser.createBrowserContext();
  const page = await ctx.newPage();
  await page.setViewport({ width: 1366, height: 800 });
  await page.goto(`${app.base}/login`, { waitUntil: 'networkidle0' });
  await page.type('#username', 'admin'); await page.type('#password', 'Admin2024!');
  await new Promise((r) => setTimeout(r, 1000));
  const cdp = await page.createCDPSession();
  await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await page.evaluate(`window.__t0 = performance.now(); window.__done = false; new MutationObserver(() => {
    if (location.pathname === '/home') { const c = [...document.querySelectorAll('[data-testid=department-card]')].find(c => c.textContent.includes('LA PAZ')); if (c && !window.__h) { window.__h = performance.now() - __t0; c.querySelector('button').click(); } }
    if (location.pathname === '/semester') { const l = document.querySelector('[data-testid=side-menu] a[href="/student"]'); if (l && !window.__m) { window.__m = performance.now() - __t0; l.click(); } }
    if (location.pathname === '/student') { const c = document.querySelector('main tbody tr td'); if (c && /^\\d{6,}$/.test(c.textContent)) { window.__r = performance.now() - __t0; window.__done = true; } }
  }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });`);
  await cdp.send('Profiler.start');
  await page.click('button[type=submit]');
  await page.waitForFunction('window.__done', { polling: 'mutation', timeout: 20000 });
  const { profile } = await cdp.send('Profiler.stop');
  console.log(await page.evaluate('[__h, __m, __r]'));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  const dt = profile.timeDeltas!;
  profile.samples!.forEach((id, i) => {
    const n = byId.get(id)!; const cf = n.callFrame;
    const key = `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  console.log('total ms', total.toFixed(0));
  const byFile = new Map<string, number>();
  for (const [k, v] of self) { const f = k.split(' ')[1]!.split(':')[0]!; byFile.set(f, (byFile.get(f) ?? 0) + v); }
  console.log([...byFile].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([k, v]) => `${v.toFixed(1)}\t${k}`).join('\n'));
  console.log('---');
  console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${v.toFixed(1)}\t${k}`).join('\n'));
} finally { await browser.close(); app.stop(); }
