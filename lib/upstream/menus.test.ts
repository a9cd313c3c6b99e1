/** The menu module against a stubbed upstream: a shop without a menu. */
import { toErrorResponse } from '@/lib/http/problem';

import { getMenu } from './menus';

afterEach(() => jest.restoreAllMocks());

test("a shop without a menu is MENU_NOT_FOUND naming the shop's id, as SPEC.md's message does", async () => {
  jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('{"status":404}', { status: 404, headers: { 'content-type': 'application/problem+json' } }));
  const error = await getMenu(77, 'sv').catch((e: unknown) => e);
  expect(error).toMatchObject({ code: 'MENU_NOT_FOUND', status: 404, details: { shopId: 77 } });
  expect(String((error as Error).message)).toBe('The menu could not be found for shop with id 77');
  const body = await toErrorResponse(error).json();
  expect(body).toMatchObject({ code: 'MENU_NOT_FOUND', status: 404, shopId: 77 });
});
