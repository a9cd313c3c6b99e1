/**
 * A stylesheet made ready to inline in a <style> element, where every byte is sent twice (in the
 * HTML and in React's payload): comments and runs of white space outside strings go, and no `<`
 * is left that could close the element (written as the CSS escape `\3c `, the same character
 * to CSS, in strings and out).
 */
export function inlineStylesheet(css: string): string {
  let out = '';
  let quote: string | null = null;
  let space = false;
  for (let i = 0; i < css.length; i++) {
    const ch = css[i]!;
    if (quote) {
      out += ch;
      if (ch === '\\' && i + 1 < css.length) out += css[++i];
      else if (ch === quote) quote = null;
      continue;
    }
    if (ch === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end === -1 ? css.length : end + 1;
      space = true;
      continue;
    }
    if (/\s/.test(ch)) {
      space = true;
      continue;
    }
    // One space where one was, except next to what needs none around it.
    if (space && out && !'{};,>'.includes(out.at(-1)!) && !'{};,>'.includes(ch)) out += ' ';
    space = false;
    if (ch === '"' || ch === "'") quote = ch;
    out += ch;
  }
  return out.replaceAll('<', '\\3c ');
}
