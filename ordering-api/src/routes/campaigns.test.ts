import type { Article, Menu, MenuItem } from '../../../lib/upstream/schemas/index.ts';
import { offersSchema } from '../../../lib/upstream/schemas/index.ts';
import { useTestApi } from '../testing.ts';

const articlesOf = (items: MenuItem[]): Article[] => items.flatMap((i) => (i.type === 'article' ? [i] : articlesOf(i.items)));

describe('GET /api/campaigns', () => {
  const api = useTestApi();

  const offers = async (query = '', lang?: string) => {
    const res = await api.app.request(`/api/campaigns${query}`, { headers: lang ? { 'Accept-Language': lang } : {} });
    expect(res.status).toBe(200);
    return offersSchema.parse(await res.json());
  };

  test('the demo campaigns as offers, names in all five languages, Swedish by default', async () => {
    const all = await offers();
    expect(all.map((o) => o.code)).toEqual(['VECKANS', 'FIKA', 'GRON']);
    for (const o of all) {
      expect(o.i18n.map((t) => t.language).sort()).toEqual(['en', 'fi', 'no', 'ru', 'sv']);
      expect(o.description.length).toBeGreaterThan(10);
      expect(o.articleCodes.length).toBeGreaterThan(0);
    }
    expect(all[0]).toMatchObject({ name: 'Veckans burgare', imageUrl: 'menu/burger-double.webp', shopIds: null, validUntil: null, articleCodes: ['B104'] });
    expect(all[2]!.shopIds).toEqual([1, 2, 3, 10]);
  });

  test('Accept-Language picks the name and description', async () => {
    const [first] = await offers('', 'en-GB,en;q=0.9');
    expect(first).toMatchObject({ name: 'Burger of the week', description: expect.stringContaining('burger of the week') });
  });

  test('shopId filters to offers valid at that shop; bad and unknown ids are problems', async () => {
    expect((await offers('?shopId=4')).map((o) => o.code)).toEqual(['VECKANS', 'FIKA']);
    expect((await offers('?shopId=1')).map((o) => o.code)).toEqual(['VECKANS', 'FIKA', 'GRON']);
    expect((await api.app.request('/api/campaigns?shopId=abc')).status).toBe(400);
    const unknown = await api.app.request('/api/campaigns?shopId=999');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'shop-not-found' });
  });

  test('the burger of the week lowers its price: the menu names the regular price; the other campaigns lower none', async () => {
    const menu = (await (await api.app.request('/api/shops/1/menu')).json()) as Menu;
    const byCode = new Map(articlesOf(menu.items).map((a) => [a.code, a]));
    expect(byCode.get('B104')).toMatchObject({ price: 17900, regularPrice: 19900, campaigns: [{ code: 'VECKANS' }] });
    const others = [...byCode.values()].filter((a) => a.code !== 'B104' && a.campaigns.length > 0);
    expect(others.length).toBeGreaterThan(0);
    for (const a of others) expect(a.regularPrice).toBeUndefined();
    // In euros and kroner too, each rounded like a menu board.
    const helsinki = (await (await api.app.request('/api/shops/4/menu')).json()) as Menu;
    const euro = articlesOf(helsinki.items).find((a) => a.code === 'B104');
    expect(euro!.regularPrice! - euro!.price).toBeGreaterThan(0);
  });

  test('only an offer that lowers a price speaks of a special price', async () => {
    const all = await offers('', 'en');
    expect(all.find((o) => o.code === 'VECKANS')!.description).toMatch(/special price/);
    for (const code of ['FIKA', 'GRON']) expect(all.find((o) => o.code === code)!.description).not.toMatch(/price/i);
  });
});
