/**
 * Who took a kitchen slot hold: the client's address and the guest's customer code (hashed, as
 * orders keep it), so the minutes of work one holder keeps held at a shop can be budgeted
 * (kitchen/model.ts, holdBudgets). Holds taken before this migration have neither and count for nobody.
 */
export const holdHolders = `
ALTER TABLE slot_holds ADD COLUMN client_address TEXT;
ALTER TABLE slot_holds ADD COLUMN holder_code_hash TEXT;
CREATE INDEX slot_holds_address ON slot_holds (shop_id, client_address) WHERE released_at IS NULL;
CREATE INDEX slot_holds_holder ON slot_holds (shop_id, holder_code_hash) WHERE released_at IS NULL;
`;
