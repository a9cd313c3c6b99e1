import type { Article } from '@/lib/upstream/schemas/index.ts';

import { toArticleView } from './view';

const fika = { code: 'FIKA', name: 'Fikadeal', i18n: [{ language: 'en', text: 'Coffee break deal' }] };
const bun: Article = {
  type: 'article',
  kind: 'Article',
  code: 'E702',
  description: 'Kanelbulle',
  price: 3500,
  i18n: [{ language: 'en', text: 'Cinnamon bun' }],
  imageUrl: null,
  campaigns: [fika],
  choiceGroups: [],
  suggestedArticleCodes: [],
  taxPercent: 12,
};

test('an article shows its campaign in the guest’s language, and the basket line keeps every language of it', () => {
  const view = toArticleView(bun, ['Desserter'], 'en');
  expect(view.campaigns).toEqual(['Coffee break deal']);
  expect(view.basketArticle.campaigns).toEqual([fika]);
});
