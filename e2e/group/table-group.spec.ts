import { join as joinPath } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

import type { Browser, Page } from '@playwright/test';

import { clientAddress, expect, messages, test, upstream, walletScript } from '../fixtures';
import { leaveSuggestions, savedBasket } from '../pages/basket';
import { API, kitchen, payWith } from '../pages/checkout';
import { needs, shapeHas } from '../support/api-shape';

const sv = messages.sv;
const g = sv.Group;
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replaceAll(`{${key}}`, String(value)), text);

type Spot = { id: number; orderType: string; name: string };

/** A phone of its own: its own cookies, storage and address, as a friend's phone at the table is. */
async function phone(browser: Browser, name: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'sv-SE', extraHTTPHeaders: { 'x-forwarded-for': clientAddress(`group ${name} ${Date.now()}`) } });
  // No wallet on these phones: they pay by card, as the suite's other guests do.
  await context.addInitScript(walletScript, null);
  return context.newPage();
}

async function tableOf(page: Page): Promise<Spot> {
  const spots: Spot[] = await (await page.request.get('/api/shops/1/delivery-spots')).json();
  // One table per test run and project: a table's group is shared by whoever scans it.
  const tables = spots.filter((s) => s.orderType === 'dineInPlace');
  return tables[test.info().project.name.includes('phone') ? 1 : 0]!;
}

/** Scans the table's QR code: the menu, with the table's group offered in its first paint. */
async function scan(page: Page, table: Spot) {
  await page.goto(`/shop/1/menu?orderType=dineInPlace&spotId=${table.id}`);
  return page.getByTestId('group-invite');
}

async function join(page: Page, table: Spot, name: string) {
  const invite = await scan(page, table);
  await invite.click();
  await expect(page).toHaveURL(new RegExp(`/shop/1/group\\?table=${table.id}$`));
  await page.getByLabel(g.nameLabel).fill(name);
  // "Start a group order" for the first, "Order with Anna" for the next.
  await page.locator('form').getByRole('button').first().click();
  await expect(page.getByRole('heading', { name: g.people })).toBeVisible();
}

/** Adds fries from the menu, as the guest would: the line becomes theirs at the table. */
async function addFries(page: Page) {
  await page.goto('/shop/1/menu');
  await page.getByRole('link', { name: 'Tillbehör', exact: true }).click();
  await page.getByRole('link', { name: 'Pommes frites', exact: true }).click();
  await page.getByRole('button', { name: new RegExp(sv.Article.add) }).click();
  await leaveSuggestions(page);
  await expect(page).toHaveURL(/\/menu\/Tillbeh%C3%B6r$/);
}

const groupPage = (page: Page, table: Spot) => page.goto(`/shop/1/group?table=${table.id}`);
const member = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) }).first();

/** Moves the group's last activity back, in the app's own store, as if the table had been quiet that long. */
function ageGroup(minutes: number) {
  const db = new DatabaseSync(joinPath(process.env.E2E_DATA_DIR!, 'groups', 'groups.sqlite'));
  try {
    const rows = db.prepare('SELECT id, data FROM groups').all() as Array<{ id: string; data: string }>;
    for (const row of rows) {
      const group = JSON.parse(row.data) as { lastActivityAt: number };
      group.lastActivityAt -= minutes * 60_000;
      db.prepare('UPDATE groups SET data = ? WHERE id = ?').run(JSON.stringify(group), row.id);
    }
  } finally {
    db.close();
  }
}

test('four phones at one table fill one basket, lock it, and one pays for the table: one ticket labelled per person', async ({ browser }) => {
  test.setTimeout(180_000);
  // The payer's order is checked against the table's lines as the restaurant reads it back.
  needs('orderDetails');
  const anna = await phone(browser, 'anna');
  const ben = await phone(browser, 'ben');
  const cem = await phone(browser, 'cem');
  const dana = await phone(browser, 'dana');
  const table = await tableOf(anna);
  // A table's menu keeps what it showed of the table's group (a server started earlier may have left one).
  await upstream.revalidate([`group-table:1:${table.id}`]);

  // The first scan offers to start; the next shows the group in the first paint.
  await expect(await scan(anna, table)).toContainText(g.inviteStart);
  await join(anna, table, 'Anna');
  // The code for latecomers: six characters of the unambiguous alphabet, set apart.
  const shownCode = anna.locator('code');
  await expect(shownCode).toHaveText(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{6}$/);

  // In the server's HTML, before any script runs: the table's group to join.
  const html = await (await ben.request.get(`/shop/1/menu?orderType=dineInPlace&spotId=${table.id}`)).text();
  expect(/data-testid="group-invite"[^>]*>(.*?)<\/a>/s.exec(html)?.[1]).toContain('Anna');
  const invite = await scan(ben, table);
  await expect(invite).toContainText('Anna');
  await join(ben, table, 'Ben');
  await join(cem, table, 'Cem');
  // Everyone sees everyone, live.
  await expect(member(anna, 'Cem')).toBeVisible();

  // Later, the QR code alone no longer adds anyone: a photographed code cannot reach this bill.
  ageGroup(20);
  await groupPage(dana, table);
  await dana.getByLabel(g.nameLabel).fill('Dana');
  await expect(dana.getByLabel(g.codeLabel)).toBeVisible();
  await dana.getByLabel(g.codeLabel).fill('XXXXXX');
  await dana.getByRole('button', { name: g.joinWithCode }).click();
  await expect(dana.getByText(sv.Errors.GROUP_CODE_WRONG)).toBeVisible();
  const code = (await shownCode.textContent())!;
  await dana.getByLabel(g.codeLabel).fill(code.toLowerCase());
  await dana.getByRole('button', { name: g.joinWithCode }).click();
  await expect(dana.getByRole('heading', { name: g.people })).toBeVisible();

  // Two phones add at the same moment: neither line is lost. A member's order chip names the group.
  await Promise.all([addFries(ben), addFries(cem)]);
  await expect(ben.getByTestId('order-chip')).toContainText(fill(g.chip, { host: 'Anna' }));
  await addFries(anna);
  await groupPage(dana, table);
  await expect(dana.getByText(fill(g.itemsOf, { name: 'Ben' }))).toBeVisible();
  await expect(dana.getByText(fill(g.itemsOf, { name: 'Cem' }))).toBeVisible();
  await expect(dana.getByText(fill(g.itemsOf, { name: 'Anna' }))).toBeVisible();

  // Only a line's owner changes it: Dana has no remove button for Ben's fries, and the BFF refuses her.
  await expect(dana.getByRole('button', { name: fill(g.remove, { name: 'Pommes frites' }) })).toHaveCount(0);
  const mine = await dana.request.get('/api/group');
  const view = (await mine.json()) as { version: number; lines: Array<{ memberId: string; item: { id: string } }>; members: Array<{ id: string; name: string }> };
  const bens = view.lines.find((l) => l.memberId === view.members.find((m) => m.name === 'Ben')!.id)!;
  const origin = new URL(dana.url()).origin;
  // Without If-Match (whatever the version now): refused for whose line it is, not for its age.
  const taken = await dana.request.put('/api/group', { data: { items: [{ ...bens.item }] }, headers: { origin } });
  expect(taken.status()).toBe(403);
  expect((await taken.json()).code).toBe('GROUP_LINE_NOT_YOURS');
  // A write against an old version is refused, never applied over the newer one.
  const stale = await dana.request.put('/api/group', { data: { items: [] }, headers: { origin, 'if-match': '"1"' } });
  expect(stale.status()).toBe(412);

  // The host leaves: the longest-standing member (Ben) is host now, and Anna's fries left with her.
  await groupPage(anna, table);
  anna.once('dialog', (dialog) => void dialog.accept());
  await anna.getByRole('button', { name: g.leave }).click();
  await groupPage(ben, table);
  await expect(member(ben, 'Ben')).toContainText(g.host);
  await expect(ben.getByText(fill(g.itemsOf, { name: 'Anna' }))).toHaveCount(0);

  // Ready ticks: the host sees who is still choosing, then locks with a countdown everyone sees.
  // Dana's phone loses its signal meanwhile; back, it shows the table as it is, asking nothing.
  await groupPage(dana, table);
  await expect(member(dana, 'Cem')).toContainText(g.choosing);
  await dana.context().setOffline(true);
  await groupPage(cem, table);
  await cem.getByRole('button', { name: g.imReady }).click();
  await expect(member(ben, 'Cem')).toContainText(g.ready);
  await dana.context().setOffline(false);
  await expect(member(dana, 'Cem')).toContainText(g.ready, { timeout: 15_000 });
  await expect(dana.getByLabel(g.nameLabel)).toHaveCount(0);
  await expect(ben.getByText(fill(g.waitingFor, { names: 'Ben, Dana' }))).toBeVisible();
  await ben.getByRole('button', { name: g.lock }).click();
  // "The basket locks in 9 seconds", counting down on every phone.
  await expect(cem.getByText(new RegExp(`^${g.lockingIn.split('{')[0]}\\d`))).toBeVisible();
  await expect(cem.getByText(g.locked)).toBeVisible({ timeout: 20_000 });

  // Cem pays for the table; the others see who pays. A declined card, then approved.
  await cem.getByRole('button', { name: /Betala för bordet/ }).click();
  await expect(cem).toHaveURL(/\/checkout$/);
  await expect(ben.getByText(fill(g.payingBy, { name: 'Cem' }))).toBeVisible();
  const payButton = cem.getByRole('button', { name: new RegExp(`^${sv.Checkout.payAmount.replace('{amount}', '\\d[\\d\\s,.]*\\s\\S+')}$`) });
  await expect(payButton).toBeVisible();
  await cem.getByRole('radio', { name: sv.Payment.card }).check();
  const email = cem.getByLabel(sv.Checkout.email);
  if (await email.count()) await email.fill('cem@example.com');
  await payButton.click();
  await cem.waitForURL(new RegExp(`^${API}/_provider/`));
  await payWith(cem, 'card', 'Decline');
  await expect(cem.getByTestId('payment-alert')).toContainText(sv.Payment.outcome.declined);
  await payWith(cem, 'card', 'Approve');
  await expect(cem).toHaveURL(/\/order\/[^/]+$/);
  const orderId = decodeURIComponent(cem.url().split('/order/')[1]!);

  // Everyone at the table learns it, live; their baskets are empty.
  const paid = new RegExp(`^${fill(g.paidBy, { name: 'Cem', number: '\\w+' })}$`);
  await expect(ben.getByRole('heading', { name: paid })).toBeVisible({ timeout: 15_000 });
  await expect(dana.getByRole('heading', { name: paid })).toBeVisible({ timeout: 15_000 });
  expect((await savedBasket(ben))?.items).toEqual([]);

  // One ticket for the kitchen, each line labelled with its guest (where the restaurant takes labels).
  const placed = (await (await fetch(`${API}/_dev/orders/${orderId}`)).json()) as { order: { lines: Array<{ guest?: string; name: string }> } };
  expect(placed.order.lines.map((l) => l.guest).sort()).toEqual(shapeHas('guestLabels') ? ['Ben', 'Cem'] : [undefined, undefined]);
  await kitchen.advance(orderId);
});

test('four phones split their bill: each pays their own part, two at the same moment, a declined card paid again; one ticket, each payer their receipt', async ({ browser }) => {
  test.setTimeout(180_000);
  needs('splitPayments');
  const anna = await phone(browser, 'split-anna');
  const ben = await phone(browser, 'split-ben');
  const cem = await phone(browser, 'split-cem');
  const dana = await phone(browser, 'split-dana');
  const spots: Spot[] = await (await anna.request.get('/api/shops/1/delivery-spots')).json();
  const table = spots.filter((s) => s.orderType === 'dineInPlace')[test.info().project.name.includes('phone') ? 3 : 2]!;
  await upstream.revalidate([`group-table:1:${table.id}`]);

  await join(anna, table, 'Anna');
  await join(ben, table, 'Ben');
  await join(cem, table, 'Cem');
  await join(dana, table, 'Dana');
  await Promise.all([addFries(anna), addFries(ben), addFries(cem), addFries(dana)]);
  await addFries(cem);

  await groupPage(anna, table);
  await expect(anna.getByText(fill(g.itemsOf, { name: 'Cem' }))).toBeVisible();
  await anna.getByRole('button', { name: g.lock }).click();
  await expect(anna.getByText(g.locked)).toBeVisible({ timeout: 20_000 });

  // Ben splits the bill by each one's own items: Cem's part is twice the others'.
  await groupPage(ben, table);
  await ben.getByRole('radio', { name: g.splitOwn }).check();
  const email = ben.getByLabel(g.emailLabel);
  if (await email.count()) await email.fill('ben@example.com');
  await ben.getByRole('button', { name: g.splitStart }).click();
  const parts = ben.getByTestId('group-share');
  await expect(parts).toHaveCount(4);
  await groupPage(cem, table);
  await expect(cem.getByTestId('group-share')).toHaveCount(4);
  await groupPage(dana, table);
  const amounts = await parts.allTextContents();
  expect(amounts.find((text) => text.startsWith('Cem'))).toContain('78');

  // Ben and Cem pay at the same moment; Cem's card is declined, Ben's approved.
  const payMine = (page: Page) => page.getByRole('button', { name: new RegExp(`^${g.payMyShare.replace('{amount}', '.+')}$`) });
  for (const page of [anna, ben, cem, dana]) await page.getByRole('radio', { name: sv.Payment.card }).check();
  await Promise.all([payMine(ben).click(), payMine(cem).click()]);
  await Promise.all([ben.waitForURL(new RegExp(`^${API}/_provider/`)), cem.waitForURL(new RegExp(`^${API}/_provider/`))]);
  await Promise.all([payWith(ben, 'card', 'Approve'), payWith(cem, 'card', 'Decline')]);
  await expect(ben).toHaveURL(/\/group\?table=\d+$/);
  await expect(cem).toHaveURL(/\/group\?table=\d+$/);
  await expect(anna.getByTestId('group-share').filter({ hasText: 'Ben' })).toContainText(g.sharePaid);
  await expect(anna.getByTestId('group-share').filter({ hasText: 'Cem' })).toContainText(g.shareFailed);

  // Cem pays again and it goes through; Anna pays hers: the order is paid, and goes to the kitchen once.
  await payMine(cem).click();
  await cem.waitForURL(new RegExp(`^${API}/_provider/`));
  await payWith(cem, 'card', 'Approve');
  await payMine(anna).click();
  await anna.waitForURL(new RegExp(`^${API}/_provider/`));
  await payWith(anna, 'card', 'Approve');
  await expect(anna).toHaveURL(/\/group\?table=\d+$/);
  // Not all paid yet: Dana's part is still to pay, and nothing has gone to the kitchen.
  await expect(anna.getByTestId('group-share').filter({ hasText: 'Dana' })).toContainText(g.shareOpen);
  await payMine(dana).click();
  await dana.waitForURL(new RegExp(`^${API}/_provider/`));
  await payWith(dana, 'card', 'Approve');

  const paid = new RegExp(`^${fill(g.paidBy, { name: '\\w+', number: '\\w+' })}$`);
  for (const page of [anna, ben, cem, dana]) {
    await expect(page.getByRole('heading', { name: paid })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('group-receipt')).toHaveCount(1);
  }
  await expect(cem.getByTestId('group-receipt')).toContainText(/78/);

  // One order, labelled per person; its captured parts make its total to the öre, none paid twice.
  const view = (await (await ben.request.get('/api/group')).json()) as { split: { orderId: string; total: number; shares: Array<{ amount: number }> } };
  expect(view.split.shares.reduce((sum, s) => sum + s.amount, 0)).toBe(view.split.total);
  const stored = (await (await fetch(`${API}/_dev/orders/${view.split.orderId}`)).json()) as {
    order: { total: number; status: string; lines: Array<{ guest?: string; quantity: number }> };
    payments: Array<{ status: string; amount: number }>;
  };
  // Cem's two portions are one line of two, as in any basket.
  expect(stored.order.lines.map((l) => `${l.guest} ×${l.quantity}`).sort()).toEqual(['Anna ×1', 'Ben ×1', 'Cem ×2', 'Dana ×1']);
  const captured = stored.payments.filter((p) => p.status === 'Captured');
  expect(captured).toHaveLength(4);
  expect(captured.reduce((sum, p) => sum + p.amount, 0)).toBe(stored.order.total);
  expect(stored.order.total).toBe(view.split.total);
  await kitchen.advance(view.split.orderId);
});
