import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const [url, out, w, h] = process.argv.slice(2);
const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) } });
await page.goto(url);
await page.locator("html[data-hydrated]").waitFor();
await page.waitForTimeout(600);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
