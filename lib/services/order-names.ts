import 'server-only';

import type { Locale } from '@/lib/domain/locale/locale';
import { menuNames } from '@/lib/domain/menu/names';
import type { OrderView } from '@/lib/domain/orders/order';

import { loadMenu } from './catalog';

/**
 * An order's lines named in the guest's language. The restaurant prices and names an order in
 * its own language ("Kanelbulle"); the shop's menu (cached) has every language, so the BFF names
 * the lines before the browser sees them and the first paint of a payment or order page is in
 * the guest's language. Without the menu (an upstream problem) the restaurant's names stay.
 */
export async function inGuestLanguage(order: OrderView, locale: Locale): Promise<OrderView> {
  if (!order.priced || order.shopId === null) return order;
  const menu = await loadMenu(order.shopId, locale).catch(() => undefined);
  if (!menu) return order;
  const names = menuNames(menu, locale);
  return {
    ...order,
    priced: {
      ...order.priced,
      lines: order.priced.lines.map((line) => ({
        ...line,
        name: names.article(line.code, line.name),
        choices: line.choices.map((choice) => ({ ...choice, name: names.choice(line.code, choice, choice.name) })),
      })),
    },
  };
}
