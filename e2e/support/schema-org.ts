/**
 * The schema.org properties search engines need for a restaurant's rich result and its menu
 * (Google's LocalBusiness/Restaurant and schema.org's Menu, MenuSection, MenuItem, Offer):
 * a list of problems, empty when the document is valid. Tests run it on the real pages.
 */
type Node = Record<string, unknown>;

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map(
  (d) => `https://schema.org/${d}`,
);
const DIETS = [
  'DiabeticDiet',
  'GlutenFreeDiet',
  'HalalDiet',
  'HinduDiet',
  'KosherDiet',
  'LowCalorieDiet',
  'LowFatDiet',
  'LowLactoseDiet',
  'LowSaltDiet',
  'VeganDiet',
  'VegetarianDiet',
].map((d) => `https://schema.org/${d}`);
const AVAILABILITY = ['InStock', 'SoldOut', 'OutOfStock'].map((a) => `https://schema.org/${a}`);

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const isText = (value: unknown) => typeof value === 'string' && value.trim().length > 0;
const isUrl = (value: unknown) => typeof value === 'string' && URL.canParse(value) && /^https?:/.test(value);

/** Empty lists and blank texts anywhere in the document: search engines read them as broken values. */
export function emptyValues(value: unknown, path = '$'): string[] {
  if (Array.isArray(value))
    return value.length ? value.flatMap((v, i) => emptyValues(v, `${path}[${i}]`)) : [`${path} is an empty list`];
  if (typeof value === 'string') return value.trim() ? [] : [`${path} is a blank text`];
  if (isNode(value)) return Object.entries(value).flatMap(([key, v]) => emptyValues(v, `${path}.${key}`));
  return [];
}

/**
 * Problems of a Restaurant document. With `recommended`, the properties Google recommends for a
 * local business (phone, cuisine, price range, images, country, position) must be there too:
 * pass it where the shop's data has them.
 */
export function checkRestaurant(doc: unknown, { recommended = false } = {}): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, what: string) => {
    if (!ok) problems.push(what);
  };
  if (!isNode(doc)) return ['not a JSON-LD object'];
  problems.push(...emptyValues(doc));
  need(doc['@context'] === 'https://schema.org', '@context is https://schema.org');
  need(doc['@type'] === 'Restaurant', '@type is Restaurant');
  need(isText(doc.name), 'Restaurant.name');
  need(isUrl(doc.url), 'Restaurant.url is an absolute URL');
  need(list(doc.image).every(isUrl), 'Restaurant.image is absolute URLs');
  if (recommended) {
    need(isText(doc.telephone), 'Restaurant.telephone');
    need(list(doc.servesCuisine).some(isText), 'Restaurant.servesCuisine');
    need(isText(doc.priceRange), 'Restaurant.priceRange');
    need(list(doc.image).length > 0, 'Restaurant.image');
    need(doc.geo !== undefined, 'Restaurant.geo');
  }

  const address = doc.address;
  need(isNode(address) && address['@type'] === 'PostalAddress', 'Restaurant.address is a PostalAddress');
  if (isNode(address)) {
    need(isText(address.streetAddress), 'PostalAddress.streetAddress');
    need(isText(address.addressLocality), 'PostalAddress.addressLocality');
    need(isText(address.postalCode), 'PostalAddress.postalCode');
    if (recommended) need(isText(address.addressCountry), 'PostalAddress.addressCountry');
  }
  if (doc.geo !== undefined) {
    const geo = doc.geo;
    need(isNode(geo) && geo['@type'] === 'GeoCoordinates', 'Restaurant.geo is GeoCoordinates');
    if (isNode(geo)) {
      need(typeof geo.latitude === 'number' && Math.abs(geo.latitude) <= 90, 'GeoCoordinates.latitude');
      need(typeof geo.longitude === 'number' && Math.abs(geo.longitude) <= 180, 'GeoCoordinates.longitude');
    }
  }
  for (const spec of list(doc.openingHoursSpecification)) {
    need(
      isNode(spec) && spec['@type'] === 'OpeningHoursSpecification',
      'openingHoursSpecification items are OpeningHoursSpecification',
    );
    if (!isNode(spec)) continue;
    need(
      list(spec.dayOfWeek).every((d) => DAYS.includes(String(d))),
      `dayOfWeek ${String(spec.dayOfWeek)} is a schema.org DayOfWeek`,
    );
    need(
      /^\d{2}:\d{2}(:\d{2})?$/.test(String(spec.opens)) && /^\d{2}:\d{2}(:\d{2})?$/.test(String(spec.closes)),
      'opens and closes are times',
    );
  }
  need(doc.hasMenu !== undefined, 'Restaurant.hasMenu');
  if (isNode(doc.hasMenu)) problems.push(...checkMenu(doc.hasMenu));
  else need(isUrl(doc.hasMenu), 'Restaurant.hasMenu is a Menu or its URL');
  return problems;
}

function checkMenuItem(item: unknown, problems: string[]) {
  if (!isNode(item) || item['@type'] !== 'MenuItem') return problems.push('hasMenuItem items are MenuItem');
  if (!isText(item.name)) problems.push('MenuItem.name');
  for (const offer of list(item.offers)) {
    if (!isNode(offer) || offer['@type'] !== 'Offer') problems.push(`${String(item.name)}: offers is an Offer`);
    else {
      if (!/^\d+(\.\d+)?$/.test(String(offer.price))) problems.push(`${String(item.name)}: Offer.price is a number`);
      if (!/^[A-Z]{3}$/.test(String(offer.priceCurrency)))
        problems.push(`${String(item.name)}: Offer.priceCurrency is ISO 4217`);
      if (offer.availability !== undefined && !AVAILABILITY.includes(String(offer.availability)))
        problems.push(`${String(item.name)}: Offer.availability`);
    }
  }
  for (const diet of list(item.suitableForDiet))
    if (!DIETS.includes(String(diet))) problems.push(`${String(item.name)}: ${String(diet)} is a RestrictedDiet`);
}

function checkSection(section: unknown, problems: string[]) {
  if (!isNode(section) || section['@type'] !== 'MenuSection')
    return problems.push('hasMenuSection items are MenuSection');
  if (!isText(section.name)) problems.push('MenuSection.name');
  if (section.hasMenuItem === undefined && section.hasMenuSection === undefined)
    problems.push(`${String(section.name)}: a section has items or sections`);
  list(section.hasMenuSection).forEach((s) => checkSection(s, problems));
  list(section.hasMenuItem).forEach((i) => checkMenuItem(i, problems));
}

export function checkMenu(menu: Node): string[] {
  const problems: string[] = [];
  if (menu['@type'] !== 'Menu') problems.push('@type is Menu');
  if (!isText(menu.name)) problems.push('Menu.name');
  if (!isUrl(menu.url)) problems.push('Menu.url is an absolute URL');
  if (list(menu.hasMenuSection).length + list(menu.hasMenuItem).length === 0)
    problems.push('Menu has sections or items');
  list(menu.hasMenuSection).forEach((s) => checkSection(s, problems));
  list(menu.hasMenuItem).forEach((i) => checkMenuItem(i, problems));
  return problems;
}

/** Every MenuItem of a Menu, nested sections included. */
export function menuItems(menu: Node): Node[] {
  const sections = (node: Node): Node[] => list(node.hasMenuSection).filter(isNode);
  const walk = (node: Node): Node[] => [...list(node.hasMenuItem).filter(isNode), ...sections(node).flatMap(walk)];
  return walk(menu);
}
