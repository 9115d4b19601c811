/**
 * Types of Handlebars' parser module (the package ships types only for its full build). The
 * chart imports just the parser, so neither the template compiler (which needs `eval`) nor its
 * source-map dependency is bundled.
 */
/// <reference types="handlebars" />

declare module 'handlebars/lib/handlebars/compiler/base' {
  export function parse(
    input: string,
    options?: { srcName?: string; ignoreStandalone?: boolean },
  ): hbs.AST.Program;
}
