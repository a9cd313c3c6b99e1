// A shop's delivery spots (its tables and counters) as a restaurant's API written by someone else
// may send them: SPEC.md names a spot's id, name, i18n and orderType. The list is read spot by
// spot into our contract's shape (schemas/delivery-spots.ts), which then checks each spot:
// - no i18n, or `i18n: null`, is no translations: the spot shows by its name;
// - a blank name is the spot's first translation; a spot with neither has no name to show;
// - no orderType is eat-in, the one order type that asks for a spot; one written in another case is ours;
// - unknown fields are ignored.
// A spot that still cannot be read (no id, no name to show, an order type the app does not know)
// is left out on its own and named by its id or its place in the list; the other spots stay
// choosable, so one bad table never costs a guest the checkout or a table QR its table.
import { each, parsed, record, text } from './read-list.ts';
import { readOrderType } from './read-settings.ts';
import { i18nEntrySchema } from './schemas/common.ts';
import { type DeliverySpot, deliverySpotSchema, MAX_DELIVERY_SPOTS } from './schemas/delivery-spots.ts';

export type SkippedSpot = { id: string };

// Made once: a zod schema costs far more to make than to use.
const readI18nEntry = parsed(i18nEntrySchema);
const checkSpot = parsed(deliverySpotSchema);

const NAME_MAX = 100;

/** No order type is eat-in, the one a spot is asked for; one the app does not know stays unreadable. */
const orderType = (raw: unknown): unknown => (raw === undefined || raw === null ? 'dineInPlace' : (readOrderType(raw) ?? raw));

/** One spot in our contract's shape, or undefined when it cannot be read. */
export function readSpot(raw: unknown): DeliverySpot | undefined {
  const spot = record(raw);
  if (!spot) return undefined;
  const i18n = each(spot.i18n, readI18nEntry, 20);
  const name = text(spot.name, NAME_MAX)?.trim() || i18n.map((t) => t.text.trim()).find(Boolean)?.slice(0, NAME_MAX);
  return checkSpot({ id: spot.id, name, i18n, orderType: orderType(spot.orderType) });
}

/** The spots that can be read, in the restaurant's order; undefined when the answer is not a list. */
export function readDeliverySpots(raw: unknown, skipped: SkippedSpot[] = []): DeliverySpot[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  return each(
    raw,
    (entry, index) => {
      const spot = readSpot(entry);
      if (!spot) {
        const id = record(entry)?.id;
        skipped.push({ id: typeof id === 'number' || typeof id === 'string' ? String(id).slice(0, 40) : `at index ${index}` });
      }
      return spot;
    },
    MAX_DELIVERY_SPOTS,
  );
}
