import { chromium } from 'playwright';
const base = 'http://localhost:8931';
const [lang, w, h, scheme] = [process.argv[2], Number(process.argv[3]), Number(process.argv[4]), process.argv[5]];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: w, height: h }, colorScheme: scheme });
const page = await ctx.newPage();
page.on('console', (m) => { if (m.type() === 'error') console.log('console', m.text().slice(0, 300)); });
const prefix = lang === 'en' ? '' : `/${lang}`;
await page.goto(`${base}${prefix}/user/login?redirect=${encodeURIComponent(prefix + '/subscription')}`);
await page.waitForURL(/hosted\/login/);
await page.locator('#email').fill('listener@demo.example');
await page.locator('#password').fill('listen-demo-1');
await page.locator('#password').press('Enter');
await page.waitForURL(/subscription/, { timeout: 20000 });
await page.waitForSelector('[data-my-subscriptions]', { timeout: 20000 });
const tag = `${lang}-${w}-${scheme}`;
await page.screenshot({ path: `/tmp/subs-portal-shots/mine-${tag}.png` });
await page.locator('[data-cancel]').first().click();
await page.waitForSelector('dialog[open]');
await page.screenshot({ path: `/tmp/subs-portal-shots/cancel-${tag}.png` });
if (process.argv[6] === 'do') {
  await page.locator('[data-confirm-cancel]').click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/subs-portal-shots/canceled-${tag}.png` });
  console.log(await page.locator('[data-my-subscriptions]').innerText());
}
await browser.close();
