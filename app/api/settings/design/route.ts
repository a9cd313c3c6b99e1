import { PUBLIC_CACHE } from '@/lib/http/problem';
import { route } from '@/lib/http/route';
import { loadDesignStylesheetFile } from '@/lib/services/catalog';

export const GET = route(
  {},
  async () =>
    new Response(await loadDesignStylesheetFile(), {
      headers: {
        'content-type': 'text/css; charset=utf-8',
        'cache-control': PUBLIC_CACHE,
        'x-content-type-options': 'nosniff',
      },
    }),
);
