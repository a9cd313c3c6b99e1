import 'server-only';

import * as cultures from '@/lib/upstream/cultures';

/** The languages the restaurant offers; none configured is a 404 NO_LANGUAGES. */
export const loadLanguages = () => cultures.listLanguages();

/** The culture is the visitor's own choice: an upstream hiccup is logged, never undoes it. */
export async function changeCulture(cultureCode: string): Promise<void> {
  await cultures.changeCulture(cultureCode).catch((error: unknown) => console.warn('[bff] changeculture upstream', error));
}
