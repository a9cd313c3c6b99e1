// The hyphen package ships no types: one module per language, each with the same functions.
declare module 'hyphen/*' {
  type Options = { hyphenChar?: string; minWordLength?: number; exceptions?: string[] };
  const hyphenator: { hyphenateSync: (text: string, options?: Options) => string };
  export default hyphenator;
}
