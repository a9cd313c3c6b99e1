import { PUBLIC_CACHE, toErrorResponse } from '@/lib/http/problem';
import { listOffers } from '@/lib/upstream/identity';

export async function GET(request: Request) {
  try {
    const raw = new URL(request.url).searchParams.get('shopId');
    const shopId = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
    return Response.json(await listOffers(shopId), { headers: { 'cache-control': PUBLIC_CACHE } });
  } catch (error) {
    return toErrorResponse(error, '/api/campaigns');
  }
}
