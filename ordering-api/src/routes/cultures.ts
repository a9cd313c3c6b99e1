import { Hono } from 'hono';

import { languagesSchema } from '../../../lib/upstream/schemas/index.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { contractJson, problem } from '../http.ts';
import { getLanguages } from '../repo/settings.ts';

export function cultureRoutes({ db }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/languages', () => {
    const languages = getLanguages(db);
    if (languages.length === 0) return problem(404, 'languages-not-configured', 'No languages has been configured.');
    return contractJson(languagesSchema, languages);
  });
  app.post('/changeculture', (c) => {
    const code = c.req.query('cultureCode') ?? '';
    if (!getLanguages(db).includes(code)) {
      return problem(400, 'invalid-parameter', 'Unsupported culture code.', { errors: { cultureCode: ['Unsupported culture code.'] } });
    }
    const value = encodeURIComponent(`c=${code}|uic=${code}`);
    return new Response(null, {
      status: 204,
      headers: { 'Set-Cookie': `.AspNetCore.Culture=${value}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly` },
    });
  });
  return app;
}
