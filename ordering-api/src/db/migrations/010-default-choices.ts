/**
 * A choice may be the one the restaurant picks when the guest picks none (the plant burger's
 * sourdough bun): `isDefault` on the wire, optional in the contract. Only what the restaurant marks
 * is preselected; a required group without a mark still waits for the guest. A demo database
 * seeded before this migration gets the demo's one mark here.
 */
export const defaultChoices = `
ALTER TABLE choices ADD COLUMN is_default INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1));
UPDATE choices SET is_default = 1
WHERE code = 'CH1-SURDEG'
  AND group_id IN (SELECT g.id FROM choice_groups g JOIN articles a ON a.id = g.article_id WHERE a.code = 'V201' AND g.level = 1);
`;
