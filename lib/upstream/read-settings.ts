// The restaurant's settings as its API written by someone else may send them: SPEC.md names
// orderTypes, enableCustomerLogin, externalLoginProviders, version, phoneNumberRequired,
// favoriteShopRequired, smsEnabled and orders (requireEmail, requirePhoneNumber). They are made
// into our contract's shape (schemas/settings.ts) before that checks them. Only the order types
// are needed: without one the app cannot know how the restaurant serves, and does not guess.
// Everything else missing, null or unreadable gets the default that promises least:
// - no customer login, no external login providers, no version shown;
// - nothing asked beyond what the guest gives (phone, favourite shop, e-mail at checkout), no SMS;
// - no service style (the ready screen then names neither table nor counter).
// An order type in another case is ours; one the app does not know is left out on its own.
import { ORDER_TYPES, type OrderType } from '../domain/orders/order.ts';
import { each, parsed, record, text } from './read-list.ts';
import { serviceStyleSchema } from './schemas/settings.ts';

// Made once: a zod schema costs far more to make than to use.
const readService = parsed(serviceStyleSchema);

/** An order type by its name in any case, or undefined when the app does not know it. */
export function readOrderType(raw: unknown): OrderType | undefined {
  if (typeof raw !== 'string') return undefined;
  const name = raw.trim().toLowerCase();
  return ORDER_TYPES.find((type) => type.toLowerCase() === name);
}

const flag = (raw: unknown): boolean | undefined => (typeof raw === 'boolean' ? raw : undefined);

/**
 * The settings in our contract's shape, for schemas/settings.ts to check; `unread` hears the name
 * of each field that got its default and of each order type left out. An answer that is not an
 * object is handed on as it is (and fails that check).
 */
export function readSettings(raw: unknown, unread: string[] = []): unknown {
  const settings = record(raw);
  if (!settings) return raw;
  const orders = record(settings.orders);
  const or = <T>(name: string, value: T | undefined, fallback: T): T => {
    if (value !== undefined) return value;
    unread.push(name);
    return fallback;
  };
  const orderTypes = each(
    settings.orderTypes,
    (entry, index) => {
      const type = readOrderType(entry);
      if (type === undefined) unread.push(`orderTypes.${index}`);
      return type;
    },
    10,
  );
  const service = readService(settings.service);
  return {
    orderTypes: [...new Set(orderTypes)],
    enableCustomerLogin: or('enableCustomerLogin', flag(settings.enableCustomerLogin), false),
    externalLoginProviders: or(
      'externalLoginProviders',
      Array.isArray(settings.externalLoginProviders) ? each(settings.externalLoginProviders, (name) => text(name, 50)?.trim() || undefined, 10) : undefined,
      [],
    ),
    version: or('version', text(settings.version, 50)?.trim(), ''),
    phoneNumberRequired: or('phoneNumberRequired', flag(settings.phoneNumberRequired), false),
    favoriteShopRequired: or('favoriteShopRequired', flag(settings.favoriteShopRequired), false),
    smsEnabled: or('smsEnabled', flag(settings.smsEnabled), false),
    orders: {
      requireEmail: or('orders.requireEmail', flag(orders?.requireEmail), false),
      requirePhoneNumber: or('orders.requirePhoneNumber', flag(orders?.requirePhoneNumber), false),
    },
    ...(service === undefined ? {} : { service }),
  };
}
