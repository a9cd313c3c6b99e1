import { LOCALES } from '@/lib/domain/locale/locale';

import en from './legal/en.json';
import fi from './legal/fi.json';
import no from './legal/no.json';
import ru from './legal/ru.json';
import sv from './legal/sv.json';

const files = { sv, fi, en, ru, no };
const shape = (doc: typeof en) =>
  Object.fromEntries(Object.entries(doc).map(([page, content]) => [page, content.sections.map((s) => s.paragraphs.length)]));

test('the legal pages exist in every language with the same sections', () => {
  expect(Object.keys(files).sort()).toEqual([...LOCALES].sort());
  for (const doc of Object.values(files)) expect(shape(doc)).toEqual(shape(en));
});

test.each(Object.entries(files))('%s: privacy policy is effective 2023-05-01 and promises an answer within 30 days', (_locale, doc) => {
  expect(doc.privacy.effective).toMatch(/2023/);
  expect(JSON.stringify(doc.privacy.sections)).toMatch(/30/);
  for (const page of Object.values(doc)) {
    expect(page.title.trim()).not.toBe('');
    for (const section of page.sections) for (const p of section.paragraphs) expect(p.trim().length).toBeGreaterThan(10);
  }
});
