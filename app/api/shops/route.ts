import { PUBLIC_CACHE, toErrorResponse } from '@/lib/http/problem';
import { loadShops } from '@/lib/services/catalog';

export async function GET() {
  try {
    return Response.json(await loadShops(), { headers: { 'cache-control': PUBLIC_CACHE } });
  } catch (error) {
    return toErrorResponse(error, '/api/shops');
  }
}
