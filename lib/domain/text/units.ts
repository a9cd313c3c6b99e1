/** Units a menu writes after a number: volumes, weights, pieces and percent, in the five languages. */
const UNIT = '(?:cl|dl|ml|l|g|kg|cm|mm|st|stk|kpl|pcs|%|мл|л|г|кг|шт|см)';
const NUMBER_UNIT = new RegExp(`(\\d)[ \\t]+(${UNIT})(?![\\p{L}\\p{N}])`, 'gu');

/**
 * A number and its unit stay on one line ("50 cl", "120 g", "0,33 л"): the space between them
 * becomes a no-break space, so a narrow screen never leaves the unit alone on the next line.
 */
export const keepUnitsTogether = (text: string) => text.replace(NUMBER_UNIT, '$1\u00a0$2');
