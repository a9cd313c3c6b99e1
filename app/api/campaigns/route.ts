import { PUBLIC_CACHE } from '@/lib/http/problem';
import { localeVary, requestLocale } from '@/lib/http/request-locale';
import { route } from '@/lib/http/route';
import { loadOffers } from '@/lib/services/campaigns';

/**
 * ?shopId= narrows the offers to one shop; anything that is not a plain id means all shops. The
 * descriptions are in the visitor's language, chosen by cookie or Accept-Language: both vary the answer.
 */
export const GET = route({}, async (request) => {
  const raw = new URL(request.url).searchParams.get('shopId');
  const shopId = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  return Response.json(await loadOffers(shopId, requestLocale(request)), { headers: { 'cache-control': PUBLIC_CACHE, vary: localeVary(request) } });
});
