import { readFileSync } from 'node:fs';

import { htmlFigures, markers, median, replaceSection, REPORT_FILE, REPORT_SECTIONS, tapLatency } from './figures.ts';

describe('median', () => {
  it('is the middle value of an odd count, whatever the order', () => {
    expect(median([5, 1, 9, 3, 7])).toBe(5);
  });

  it('is the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('is NaN without samples and leaves its input alone', () => {
    const values = [3, 1, 2];
    expect(median([])).toBeNaN();
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('tapLatency', () => {
  it('is the longest event of the interaction, not of events outside any interaction', () => {
    const entries = [
      { name: 'pointermove', interactionId: 0, duration: 300 },
      { name: 'pointerdown', interactionId: 7, duration: 48 },
      { name: 'pointerup', interactionId: 7, duration: 56 },
      { name: 'click', interactionId: 7, duration: 120 },
    ];
    expect(tapLatency(entries)).toBe(120);
  });

  it('is 0 when no event of the tap reached the observer threshold', () => {
    expect(tapLatency([{ name: 'mouseover', interactionId: 0, duration: 40 }])).toBe(0);
  });
});

describe('htmlFigures', () => {
  it('counts UTF-8 bytes, JSON-LD scripts, and every copy of a JSON-LD document, escaped in the RSC payload too', () => {
    const html =
      '<p>Smörgås</p><script type="application/ld+json">{"@context":"https://schema.org"}</script>' +
      '<script>self.__next_f.push([1,"{\\"@context\\":\\"https://schema.org\\"}"])</script>';
    expect(htmlFigures(html)).toMatchObject({ bytes: html.length + 2, inlineCssBytes: 0, jsonLdScripts: 1, jsonLdCopies: 2 });
  });

  it("counts the bytes of the JSON-LD script and of its copy in the RSC payload, as Next writes that copy", () => {
    // What Next does to the JSON it writes into a script (next/dist/server/htmlescape).
    const htmlEscape = (json: string) => json.replace(/[&><\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    const text = '{"@context":"https://schema.org","name":"Fish & Chips \\u003c/script>","price":"€ 12"}';
    const script = `<script type="application/ld+json">${text}</script>`;
    const row = `5:${JSON.stringify(['$', 'script', null, { type: 'application/ld+json', dangerouslySetInnerHTML: { __html: text } }])}\n`;
    const push = `<script>self.__next_f.push(${htmlEscape(JSON.stringify([1, row]))})</script>`;
    // The copy: from the document's opening brace to its closing one, as escaped in the push.
    const copy = push.slice(push.lastIndexOf('{', push.indexOf('@context')), push.indexOf('}', push.indexOf('€ 12')) + 1);
    expect(copy).toContain(String.raw`\\\"name\\\":\\\"Fish \u0026 Chips \\\\u003c/script\u003e\\\"`);

    const figures = htmlFigures(`<html><body><p>Meny</p>${script}${push}</body></html>`);
    expect(figures.jsonLdBytes).toBe(Buffer.byteLength(script) + Buffer.byteLength(copy));
    // Without the payload's copy, only the script counts.
    expect(htmlFigures(`<p>Meny</p>${script}`).jsonLdBytes).toBe(Buffer.byteLength(script));
    expect(htmlFigures('<p>Meny</p>').jsonLdBytes).toBe(0);
  });

  it('counts a long JSON-LD text that Next sends as a text row of its own (escaped once)', () => {
    const htmlEscape = (json: string) => json.replace(/[&><\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    const text = `{"@context":"https://schema.org","@type":"Menu","name":"Fish & Chips","items":"${'x'.repeat(2000)}"}`;
    const script = `<script type="application/ld+json">${text}</script>`;
    const row = `4b:T${Buffer.byteLength(text).toString(16)},${text}`;
    const push = `<script>self.__next_f.push(${htmlEscape(JSON.stringify([1, row]))})</script>`;
    const copy = htmlEscape(JSON.stringify(text).slice(1, -1));
    expect(push).toContain(copy);
    expect(htmlFigures(`<html><body>${script}${push}</body></html>`).jsonLdBytes).toBe(Buffer.byteLength(script) + Buffer.byteLength(copy));
  });

  it("counts the page's inline CSS apart: every <style> element with its tags, Next's and the restaurant's design", () => {
    const next = '<style data-precedence="next" data-href="/_next/static/chunks/a.css">.card{color:red}</style>';
    const design = '<style>:root{--brand:#b3261e}</style>';
    const figures = htmlFigures(`<html><head>${next}${design}</head><body><p class="card">Smörgås</p></body></html>`);
    expect(figures.inlineCssBytes).toBe(next.length + design.length);
    // A linked stylesheet is not in the page's bytes at all.
    expect(htmlFigures('<head><link rel="stylesheet" href="/_next/static/chunks/a.css"/></head>').inlineCssBytes).toBe(0);
  });
});

describe('replaceSection', () => {
  const readme = ['# App', '', '<!-- bench:start -->', 'old table', '<!-- bench:end -->', '', 'After.', ''].join('\n');

  it('replaces exactly what lies between the markers and keeps the markers', () => {
    expect(replaceSection(readme, 'bench', '| new | table |\n')).toBe(
      ['# App', '', '<!-- bench:start -->', '', '| new | table |', '', '<!-- bench:end -->', '', 'After.', ''].join('\n'),
    );
  });

  it('gives the same text when run twice with the same content', () => {
    const once = replaceSection(readme, 'bench', 'table');
    expect(replaceSection(once, 'bench', 'table')).toBe(once);
  });

  it('leaves a section of another name alone', () => {
    const two = `${readme}<!-- bench-observatory:start -->\nscan\n<!-- bench-observatory:end -->\n`;
    expect(replaceSection(two, 'bench', 'table')).toContain('<!-- bench-observatory:start -->\nscan\n<!-- bench-observatory:end -->');
  });

  it('takes only a marker on a line of its own, not one quoted in prose', () => {
    const quoted = `The run writes between \`<!-- bench:start -->\` and \`<!-- bench:end -->\`.\n\n${readme}`;
    expect(replaceSection(quoted, 'bench', 'table')).toBe(`The run writes between \`<!-- bench:start -->\` and \`<!-- bench:end -->\`.\n\n${replaceSection(readme, 'bench', 'table')}`);
  });

  it('refuses a text whose markers are missing, repeated or out of order', () => {
    expect(() => replaceSection('# App\n', 'bench', 'table')).toThrow('found 0');
    expect(() => replaceSection(`${readme}${readme}`, 'bench', 'table')).toThrow('found 2');
    expect(() => replaceSection('<!-- bench:end -->\n<!-- bench:start -->\n', 'bench', 'table')).toThrow('comes before');
  });
});

describe('the report file', () => {
  const read = (file: string) => readFileSync(file, 'utf8');

  it('is docs/performance.md, where the measurements are described', () => {
    expect(REPORT_FILE).toBe('docs/performance.md');
  });

  it.each(REPORT_SECTIONS)('holds the %s markers once each, start before end, so a run can write the section', (name) => {
    const text = read(REPORT_FILE);
    expect(() => replaceSection(text, name, 'table')).not.toThrow();
    expect(replaceSection(text, name, 'table')).toContain(`${markers(name).start}\n\ntable\n\n${markers(name).end}`);
  });

  it.each(REPORT_SECTIONS)('leaves README.md without a %s section: a run writes nothing there', (name) => {
    const lines = read('README.md').split('\n').map((line) => line.trim());
    const { start, end } = markers(name);
    expect(lines.filter((line) => line === start || line === end)).toEqual([]);
  });
});
