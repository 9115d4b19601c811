import { describe, expect, it } from 'vitest';
import { sanitizeDashboardCss as sanitize } from './sanitize-css';

describe('sanitizeDashboardCss keeps ordinary CSS', () => {
  it('leaves rules, media queries, keyframes, variables and functions as written', () => {
    const css = [
      '.dashboard-header { background-color: #fafafa; padding: 8px 16px !important; }',
      '@media (max-width: 768px) { .chart-holder > .header::after { content: "\\2014"; } }',
      ':root { --accent: rgb(0 122 135 / 0.8); }',
      '.x { width: calc(100% - var(--gap, 8px)); transform: rotate(45deg); }',
      '@keyframes pulse { from { opacity: 0 } to { opacity: 1 } }',
      '@font-face { font-family: Inter; src: local("Inter"); unicode-range: U+0000-00FF; }',
      'a[href$=".pdf"]:hover, .a\\:b { color: red }',
    ].join('\n');
    expect(sanitize(css)).toBe(css);
  });

  it('keeps strings as written, closing one the input cut off', () => {
    expect(sanitize(".a::before { content: 'it\\'s' }")).toBe(".a::before { content: 'it\\'s' }");
    expect(sanitize('.a::before { content: "open')).toBe('.a::before { content: "open"');
  });

  it('drops comments', () => {
    expect(sanitize('/* header */ .a { color: red } /* end */')).toBe(' .a { color: red } ');
    expect(sanitize('.a/**/.b { color: red }')).toBe('.a .b { color: red }');
    expect(sanitize('.a{/*x*/color:red}')).toBe('.a{color:red}');
  });

  it('returns the empty string for empty input', () => {
    expect(sanitize('')).toBe('');
  });
});

describe('sanitizeDashboardCss removes what loads content or runs code', () => {
  it.each([
    ['@import url(https://evil.example/x.css);', ''],
    ['@import "https://evil.example/x.css";', ''],
    ["@import 'x.css' screen; .a { color: red }", ' .a { color: red }'],
    ['@IMPORT url(x.css);.a{color:red}', '.a{color:red}'],
    ['@\\69mport "x.css"; .a{}', ' .a{}'],
    [
      '@media screen { @import "x.css"; .a { color: red } }',
      '@media screen {  .a { color: red } }',
    ],
  ])('@import: %s', (input, output) => {
    expect(sanitize(input)).toBe(output);
  });

  it.each([
    ['body { background: url(https://evil.example/?leak) }', 'body { background:  }'],
    [
      'body { background: url("https://evil.example/") no-repeat }',
      'body { background:  no-repeat }',
    ],
    ["a { cursor: url('data:image/png;base64,AAAA'), auto }", 'a { cursor: , auto }'],
    // The "(" makes a bad url that ends at the first ")", as in a browser.
    ['a { background: URL(javascript:alert(1)) }', 'a { background: ) }'],
    ['a { background: u\\72l(//evil.example) }', 'a { background:  }'],
    ['a { background: \\75\\72\\6c(x) }', 'a { background:  }'],
    ['a { background: \\55 RL( "x" ) red }', 'a { background:  red }'],
    ['a { background: url(x y) red }', 'a { background:  red }'],
    ['a { background: url( x ) red }', 'a { background:  red }'],
    ['a { --bg: url(x); background: var(--bg) }', 'a { --bg: ; background: var(--bg) }'],
    ['a { background: image-set("a.png" 1x, "b.png" 2x) }', 'a { background:  }'],
    ['a { background: -webkit-image-set(url(a.png) 1x) }', 'a { background:  }'],
    ['a { background: cross-fade(url(a), url(b), 50%) }', 'a { background:  }'],
    ['a { background: image("a.png") }', 'a { background:  }'],
    ['a { background: -moz-element(#x) }', 'a { background:  }'],
    [
      '@font-face { src: url(f.woff2) format("woff2"), local(x) }',
      '@font-face { src:  format("woff2"), local(x) }',
    ],
    [
      '@-moz-document url-prefix(http://x) { a { color: red } }',
      '@-moz-document  { a { color: red } }',
    ],
    ['a { background: ｕｒｌ(x) }', 'a { background:  }'],
  ])('url(): %s', (input, output) => {
    expect(sanitize(input)).toBe(output);
  });

  it.each([
    ['a { width: expression(alert(1)) }', 'a { width:  }'],
    ['a { width: EXPRESSION(alert(1)); color: red }', 'a { width: ; color: red }'],
    ['a { width: e\\78pression(alert(1)) }', 'a { width:  }'],
    ['a { width: -ms-expression(alert(1)) }', 'a { width:  }'],
    ['a { width: expr/**/ession(alert(1)) }', 'a { width: expr ession(alert(1)) }'],
    ['a { width: ｅｘｐｒｅｓｓｉｏｎ(alert(1)) }', 'a { width:  }'],
  ])('expression(): %s', (input, output) => {
    expect(sanitize(input)).toBe(output);
  });

  it.each([
    ['a { behavior: url(x.htc); color: red }', 'a {  color: red }'],
    ['a { color: red; behavior: x.htc }', 'a { color: red; }'],
    ['a { BEHAVIOR : foo }', 'a { }'],
    ['a { be\\68 avior: foo; color: red }', 'a {  color: red }'],
    ['a { -ms-behavior: foo; color: red }', 'a {  color: red }'],
    ['a { -moz-binding: url(x.xml#xss); color: red }', 'a {  color: red }'],
    ['a { -MOZ-BINDING: url(x.xml#xss) }', 'a { }'],
    ['a { -moz-b\\69nding: x }', 'a { }'],
    [
      'a { filter: progid:DXImageTransform.Microsoft.AlphaImageLoader(src="x"); color: red }',
      'a { filter:  color: red }',
    ],
  ])('behavior / binding / progid: %s', (input, output) => {
    expect(sanitize(input)).toBe(output);
  });

  it('keeps words that only look like the dangerous names', () => {
    const css = '.behavior-note { font-family: expression; } .urlbar { content: "url(x)" }';
    expect(sanitize(css)).toBe(css);
  });

  it.each([
    '</style><script>alert(1)</script>',
    '</STYLE ><img src=x onerror=alert(1)>',
    'a { content: "</style><script>alert(1)</script>" }',
    "a { content: '<\\/style>' }",
    '/* </style><script>alert(1)</script> */',
    '.a\\</style { color: red }',
    '<!-- a { color: red } -->',
    'a { background: url(</style>) }',
  ])('nothing can close the style element: %s', (input) => {
    const output = sanitize(input);
    expect(output).not.toMatch(/<\/style/i);
    expect(output).not.toContain('<');
  });

  it('escapes < inside strings so their meaning is kept', () => {
    expect(sanitize('a::after { content: "a<b" }')).toBe('a::after { content: "a\\3c b" }');
    expect(sanitize('.a\\<b { color: red }')).toBe('.a\\3c b { color: red }');
  });

  it('does not let removals assemble a new dangerous token', () => {
    // Dropping the comment must not glue "@im" and "port", or "u" and "rl(".
    expect(sanitize('@im/**/port "x.css";')).not.toMatch(/@import/i);
    expect(sanitize('a { b: u/**/rl(x) }')).not.toMatch(/url\(/i);
    expect(sanitize('a { b: url/**/(x) }')).not.toMatch(/url\(/i);
    // Dropping a url between two halves of a name.
    expect(sanitize('a { b: ur url(x)l(y) }')).not.toMatch(/url\(/i);
    expect(sanitize('a { b: expr<ession(x) }')).not.toMatch(/expression\(/i);
  });

  it('is idempotent', () => {
    const inputs = [
      'a { background: url(x) red; content: "<\\"q\\">"; }',
      '@import "x"; .a/* c */.b { color: red }',
      'a { width: expr/**/ession(x) } .b\\<c{}',
    ];
    for (const input of inputs) {
      const once = sanitize(input);
      expect(sanitize(once)).toBe(once);
    }
  });

  it('removes an unterminated url() with everything after it, as a browser would read it', () => {
    expect(sanitize('a { background: url("x" ; color: red } b { color: blue }')).toBe(
      'a { background: ',
    );
  });
});
