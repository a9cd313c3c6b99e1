import { inlineStylesheet } from './inline-css';

test('comments and white space go, strings and the meaning of selectors stay', () => {
  const css = `/* tokens */\n:root {\n  --font: system-ui, "Segoe  UI", sans-serif;\n  --shadow: 0 1px 2px rgb(0 0 0 / 8%);\n}\n\nbody.shop-4 a :hover, nav > a {\n  color: red; /* brand */\n}\n`;
  expect(inlineStylesheet(css)).toBe(':root{--font: system-ui,"Segoe  UI",sans-serif;--shadow: 0 1px 2px rgb(0 0 0 / 8%);}body.shop-4 a :hover,nav>a{color: red;}');
});

test('nothing can close the style element, in a string or out of one', () => {
  const out = inlineStylesheet(`a::after { content: "</style><script>" } </style><b>`);
  expect(out).not.toContain('<');
  expect(out).toContain('content: "\\3c /style>\\3c script>"');
});

test('an unterminated comment or string does not loop or throw', () => {
  expect(inlineStylesheet('a { color: red } /* open')).toBe('a{color: red}');
  expect(inlineStylesheet('a { content: "open')).toBe('a{content: "open');
});
