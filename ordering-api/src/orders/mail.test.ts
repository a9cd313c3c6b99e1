import type { Order } from '../../../lib/upstream/schemas/index.ts';
import { all } from '../db/database.ts';
import { openTestApi, type TestApi } from '../testing.ts';
import { confirmationMail, type MailShop, mailSpotName, mailTime, receiptMail } from './mail.ts';

describe("a mail's times are the shop's clock in the mail's language, never an ISO timestamp", () => {
  const noon = '2026-11-28T11:30:00Z';
  test('Stockholm, Helsinki and Oslo read the same instant on their own clocks', () => {
    expect(mailTime(noon, 'Europe/Stockholm', 'sv')).toBe('28 nov. 12:30');
    expect(mailTime(noon, 'Europe/Helsinki', 'fi')).toBe('28.11. klo 13.30');
    expect(mailTime(noon, 'Europe/Oslo', 'en')).toBe('28 Nov, 12:30');
    expect(mailTime(noon, 'Europe/Stockholm', 'en')).not.toContain('T11:30');
  });
  test('an unknown zone reads as Stockholm, an unreadable time as it was sent', () => {
    expect(mailTime(noon, 'Mars/Olympus', 'sv')).toBe('28 nov. 12:30');
    expect(mailTime('soon', 'Europe/Stockholm', 'sv')).toBe('soon');
  });
});

describe('an order mail names the order by its pickup number, on the shop clock, at its table', () => {
  const order: Order = {
    orderId: 'c21679b8-3a2a-4c1e-9d7f-0a1b2c3d4e5f',
    status: 'Added',
    shopId: 1,
    orderType: 'dineInPlace',
    pickupTime: '2026-11-28T03:29:36+01:00',
    asap: true,
    note: null,
    spotId: 1,
    currency: 'SEK',
    lines: [
      {
        lineNo: 1, code: 'B101', name: 'Cheeseburger', quantity: 2, unitPrice: 6400, amount: 15800, taxPercent: 12,
        choices: [
          { level: 1, articleCode: 'BACON', choiceCode: 'BACON', name: 'Bacon', unitPrice: 1500, amount: 3000 },
          { level: 2, articleCode: 'BUN', choiceCode: 'BUN', name: 'Brioche', unitPrice: 0, amount: 0 },
        ],
      },
    ],
    tax: [{ rate: 12, base: 14107, amount: 1693 }],
    taxTotal: 1693,
    total: 15800,
    payment: { status: 'Captured', method: 'card', error: null },
    createdAt: '2026-11-28T02:29:36Z',
    updatedAt: '2026-11-28T02:29:36Z',
    ready: { from: '2026-11-28T11:35:00Z', to: '2026-11-28T11:45:00Z' },
    pickupNumber: '1007',
  };
  const shop: MailShop = { name: 'Nordic Burger Götgatan', timeZone: 'Europe/Stockholm', spot: 'Table 1' };

  test('subject and body say "1007"; the id only as "Ref. c21679b8" at the end', () => {
    const mail = confirmationMail(order, shop, 'http://localhost:3000/en/order/x', 'en');
    expect(mail.subject).toBe('Your order 1007 at Nordic Burger Götgatan');
    expect(mail.text).toContain('Order 1007\n');
    expect(mail.text.trimEnd().split('\n').at(-1)).toBe('Ref. c21679b8');
    expect(mail.text).not.toContain(order.orderId);
    expect(mail.html).toContain('<small>Ref. c21679b8</small>');
    expect(receiptMail(order, shop, null, 'en').subject).toBe('Receipt for order 1007 at Nordic Burger Götgatan');
  });

  test('an unpaid order or a restaurant without a number falls back to the short id', () => {
    const { pickupNumber: _, ...withoutNumber } = order;
    expect(confirmationMail(withoutNumber, shop, null, 'en').subject).toBe('Your order C216 at Nordic Burger Götgatan');
  });

  test('a table order reads "Eat here · Table 1" and the ready range on the shop clock, never an ISO time', () => {
    const { text, html } = confirmationMail(order, shop, null, 'en');
    expect(text).toContain('Order 1007\nEat here · Table 1\nReady about 12:35–12:45\n');
    expect(html).toContain('Eat here · Table 1<br>Ready about 12:35–12:45');
    expect(text).not.toMatch(/\d{4}-\d\d-\d\dT|pickup/i);
    // Helsinki reads the same instant an hour later, the Finnish way.
    expect(confirmationMail(order, { ...shop, timeZone: 'Europe/Helsinki', spot: 'Pöytä 1' }, null, 'fi').text).toContain(
      'Syö täällä · Pöytä 1\nValmis noin klo 13.35–13.45',
    );
  });

  test('a chosen time is local clock time: picked up for take away, ready for eat here', () => {
    const later = { ...order, asap: false, ready: null, pickupTime: '2026-11-28T12:30:00+01:00' };
    expect(confirmationMail({ ...later, orderType: 'takeAway', spotId: null }, { ...shop, spot: null }, null, 'en').text).toContain(
      'Take away\nPick up at 28 Nov, 12:30',
    );
    expect(confirmationMail(later, shop, null, 'sv').text).toContain('Äta här · Table 1\nKlar 28 nov. 12:30');
    // As soon as possible without the kitchen's range: when it was ordered, on the shop's clock.
    expect(confirmationMail({ ...order, ready: null }, shop, null, 'en').text).toContain('Ready as soon as possible (ordered 03:29)');
  });

  test('the greeting thanks the guest in every language (Finnish no longer addresses the restaurant)', () => {
    const greeting = (language: string) => confirmationMail(order, shop, null, language).text.split('\n')[0];
    expect(greeting('sv')).toBe('Tack för din beställning hos Nordic Burger Götgatan!');
    expect(greeting('fi')).toBe('Kiitos tilauksestasi ravintolasta Nordic Burger Götgatan!');
    expect(greeting('en')).toBe('Thank you for your order at Nordic Burger Götgatan!');
    expect(greeting('ru')).toBe('Спасибо за ваш заказ в ресторане «Nordic Burger Götgatan»!');
    expect(greeting('no')).toBe('Takk for bestillingen din hos Nordic Burger Götgatan!');
    expect(greeting('fi')).not.toMatch(/, Nordic Burger Götgatan!$/);
  });

  test('every language names the number in the subject and the body', () => {
    for (const language of ['sv', 'fi', 'en', 'ru', 'no']) {
      const mail = confirmationMail(order, shop, null, language);
      expect(mail.subject).toContain('1007');
      expect(mail.text.split('\n')[2]).toMatch(/ 1007$/);
      expect(receiptMail(order, shop, null, language).subject).toContain('1007');
    }
  });

  test('extras follow the one price rule: "+ Bacon +15,00 kr" for one item, "2 × 79,00 kr", the line 158,00 kr', () => {
    const { text, html } = confirmationMail(order, shop, null, 'sv');
    expect(text).toContain('2 × Cheeseburger  158,00 kr\n    + Bacon  +15,00 kr\n    + Brioche\n    2 × 79,00 kr');
    expect(text).not.toContain('30,00 kr');
    expect(html).toContain('<small>+ Bacon +15,00 kr</small>');
    expect(html).toContain('<small>2 × 79,00 kr</small>');
  });
});

describe("the table's name comes from the restaurant's spots, in the mail's language", () => {
  let api: TestApi;
  beforeAll(() => {
    api = openTestApi();
  });
  afterAll(() => api.cleanup());

  test('"Table 1" in English, "Pöytä 1" in Finnish, the own name without a translation; no table without a spot', () => {
    const spot = all<{ id: number; name: string }>(api.db, "SELECT id, name FROM delivery_spots WHERE name = 'Bord 1' ORDER BY id LIMIT 1")[0]!;
    expect(mailSpotName(api.db, spot.id, 'en')).toBe('Table 1');
    expect(mailSpotName(api.db, spot.id, 'fi')).toBe('Pöytä 1');
    expect(mailSpotName(api.db, spot.id, 'xx')).toBe('Bord 1');
    expect(mailSpotName(api.db, null, 'en')).toBeNull();
  });
});
