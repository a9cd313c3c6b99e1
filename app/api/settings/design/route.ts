import { PUBLIC_CACHE, toErrorResponse } from '@/lib/http/problem';
import { getDesignStylesheet } from '@/lib/upstream/settings';

export async function GET() {
  try {
    return new Response(await getDesignStylesheet(), {
      headers: {
        'content-type': 'text/css; charset=utf-8',
        'cache-control': PUBLIC_CACHE,
        'x-content-type-options': 'nosniff',
      },
    });
  } catch (error) {
    return toErrorResponse(error, '/api/settings/design');
  }
}
