/**
 * The groups capability: a table's group order is one kitchen ticket labelled per person, so each
 * order line may name the guest it is for (`guest`, "Anna"; NULL: the line names nobody, as every
 * line placed before this migration). On the wire it is the line's optional `guest`.
 */
export const lineGuests = `
ALTER TABLE order_lines ADD COLUMN guest TEXT;
`;
