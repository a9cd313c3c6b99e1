// What the suite's reference API can answer in the shape this run speaks (E2E_API_SHAPE), and
// the tests that need more than a shape gives. SPEC.md's article is code, description, price,
// texts, picture and campaigns: an API written from it alone has none of the optional fields and
// capabilities below (ordering-api/src/wire.ts, `specFieldsOnly`); an ASP.NET Core API of that
// kind answers an order's read with its status alone. A test that needs one of these is skipped
// in that shape, saying why; everything else runs in every shape.
import { test } from '@playwright/test';

import { API_SHAPE } from '../../playwright.config';

export type Capability =
  /** An article's choice groups (sizes, sides, extras). */
  | 'choices'
  /** "Goes well with": an article's suggested articles, and the step after Add that offers them. */
  | 'suggestions'
  /** The kitchen's queue: pickup times by its load, ready ranges, pauses. */
  | 'kitchen'
  /** The restaurant's payment methods: each shop's list (wallets, a country's own app) and the method an order was paid with. */
  | 'paymentMethods'
  /** An order read with its lines and total, not its status alone. */
  | 'orderDetails'
  /** A one-time sign-in link by mail, for an account whose password sign-ins are held. */
  | 'signInLink'
  /** An order's pickup number beside its id (the API's mails name the order by it). */
  | 'pickupNumber'
  /** An article's diets and allergens (the menu's allergen filter). */
  | 'allergens'
  /** An article sold out for now. */
  | 'availability'
  /** The price before a campaign's, shown struck through. */
  | 'regularPrice'
  /** A shop's phone, cuisines, price range and country (its schema.org data beyond name, address and position). */
  | 'shopDetails'
  /** An order paid in parts (a table's split bill). */
  | 'splitPayments'
  /** A guest's name on each order line (a table's ticket labelled per person). */
  | 'guestLabels';

const LACKING: Record<typeof API_SHAPE, readonly Capability[]> = {
  default: [],
  spec: ['choices', 'suggestions', 'kitchen', 'paymentMethods', 'signInLink', 'pickupNumber', 'allergens', 'availability', 'regularPrice', 'shopDetails', 'splitPayments', 'guestLabels'],
  aspnet: ['orderDetails'],
};

/** Whether this run's API shape gives the capability. */
export const shapeHas = (capability: Capability): boolean => !LACKING[API_SHAPE].includes(capability);

/**
 * Skips the test (called in its body) or every test of a describe block (called in the block)
 * where this run's API shape lacks what it needs.
 */
export function needs(...capabilities: Capability[]): void {
  const lacking = capabilities.filter((capability) => !shapeHas(capability));
  test.skip(lacking.length > 0, `the ${API_SHAPE} API shape has no ${lacking.join(', ')}`);
}
