// nunjucks ships no types for its parser module; this is the one function we use from it.
declare module 'nunjucks/src/parser.js' {
  const parser: { parse(source: string): unknown };
  export default parser;
}
