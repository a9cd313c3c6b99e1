/**
 * Choices get codes of their own. Demo data seeded before this migration gave every choice the
 * code of its article (`C-OST` for both), so an app that sent one code for both passed every
 * test. A real POS numbers choices apart from articles: the seed now gives choice `CH<level>-<article
 * code without C->` (`CH2-OST` for extra cheddar `C-OST`), and this migration renames the choices of
 * such older demo data alike. On a fresh database it changes nothing (the migrations run before the
 * seed, which writes the new codes itself). Orders already placed keep the codes they were priced with.
 */
export const choiceCodes = `
UPDATE choices
SET code = 'CH' || (SELECT g.level FROM choice_groups g WHERE g.id = choices.group_id) || '-' || substr(code, 3)
WHERE code LIKE 'C-%'
  AND code = (SELECT a.code FROM articles a WHERE a.id = choices.choice_article_id);
`;
