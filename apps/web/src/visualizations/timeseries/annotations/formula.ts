/**
 * Formula annotation layers: an arithmetic expression of `x` (e.g. `2*x+1`, `y = sin(x) * 10`)
 * drawn as a line over the chart's x values. The formula is user text stored in form data, so
 * it is parsed by a small grammar into a tree and evaluated by walking it — never handed to
 * `eval` or `Function`. Anything outside the grammar is a parse error.
 *
 * Grammar (precedence low → high; `^` is right-associative, as in mathjs which Superset uses):
 *   formula := ("y" "=")? sum
 *   sum     := product (("+" | "-") product)*
 *   product := unary (("*" | "/" | "%") unary | implicit)*     e.g. `2x`, `3(x+1)`
 *   unary   := ("-" | "+") unary | power
 *   power   := atom ("^" unary)?
 *   atom    := number | "x" | constant | function "(" sum ("," sum)* ")" | "(" sum ")"
 */

export type FormulaNode =
  | { kind: 'number'; value: number }
  | { kind: 'variable' }
  | { kind: 'unary'; operator: '-' | '+'; operand: FormulaNode }
  | {
      kind: 'binary';
      operator: '+' | '-' | '*' | '/' | '%' | '^';
      left: FormulaNode;
      right: FormulaNode;
    }
  | { kind: 'call'; name: string; args: FormulaNode[] };

export class FormulaError extends Error {}

const CONSTANTS: Record<string, number> = {
  pi: Math.PI,
  PI: Math.PI,
  e: Math.E,
  E: Math.E,
};

/** Functions by name with their accepted argument counts. */
const FUNCTIONS: Record<string, { arity: [number, number]; apply: (...args: number[]) => number }> =
  {
    abs: { arity: [1, 1], apply: Math.abs },
    sqrt: { arity: [1, 1], apply: Math.sqrt },
    cbrt: { arity: [1, 1], apply: Math.cbrt },
    exp: { arity: [1, 1], apply: Math.exp },
    // mathjs: log(x) is natural, log(x, base) any base.
    log: {
      arity: [1, 2],
      apply: (value, base) =>
        base === undefined ? Math.log(value) : Math.log(value) / Math.log(base),
    },
    ln: { arity: [1, 1], apply: Math.log },
    log10: { arity: [1, 1], apply: Math.log10 },
    log2: { arity: [1, 1], apply: Math.log2 },
    sin: { arity: [1, 1], apply: Math.sin },
    cos: { arity: [1, 1], apply: Math.cos },
    tan: { arity: [1, 1], apply: Math.tan },
    asin: { arity: [1, 1], apply: Math.asin },
    acos: { arity: [1, 1], apply: Math.acos },
    atan: { arity: [1, 1], apply: Math.atan },
    sinh: { arity: [1, 1], apply: Math.sinh },
    cosh: { arity: [1, 1], apply: Math.cosh },
    tanh: { arity: [1, 1], apply: Math.tanh },
    floor: { arity: [1, 1], apply: Math.floor },
    ceil: { arity: [1, 1], apply: Math.ceil },
    round: { arity: [1, 1], apply: Math.round },
    sign: { arity: [1, 1], apply: Math.sign },
    pow: { arity: [2, 2], apply: Math.pow },
    min: { arity: [1, 32], apply: Math.min },
    max: { arity: [1, 32], apply: Math.max },
  };

type Token =
  | { type: 'number'; value: number }
  | { type: 'name'; value: string }
  | { type: 'symbol'; value: string };

/** Longest formula accepted; a formula is a line of maths, not a program. */
const MAX_LENGTH = 1000;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let position = 0;
  while (position < text.length) {
    const rest = text.slice(position);
    const space = /^\s+/.exec(rest);
    if (space) {
      position += space[0].length;
      continue;
    }
    const number = /^(\d+\.?\d*|\.\d+)(e[+-]?\d+)?/i.exec(rest);
    if (number) {
      tokens.push({ type: 'number', value: Number(number[0]) });
      position += number[0].length;
      continue;
    }
    const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(rest);
    if (name) {
      tokens.push({ type: 'name', value: name[0] });
      position += name[0].length;
      continue;
    }
    const symbol = rest[0] as string;
    if (!'+-*/%^(),='.includes(symbol)) {
      throw new FormulaError(`Unexpected character "${symbol}" at position ${position + 1}`);
    }
    tokens.push({ type: 'symbol', value: symbol });
    position += 1;
  }
  return tokens;
}

class Parser {
  private index = 0;

  constructor(private readonly tokens: Token[]) {}

  parseFormula(): FormulaNode {
    const [first, second] = this.tokens;
    // `y = <expression>` is accepted as Superset's formula editor suggests it.
    if (
      first?.type === 'name' &&
      first.value === 'y' &&
      second?.type === 'symbol' &&
      second.value === '='
    ) {
      this.index = 2;
    }
    const node = this.parseSum();
    const extra = this.tokens[this.index];
    if (extra) throw new FormulaError(`Unexpected "${String(extra.value)}"`);
    return node;
  }

  private peekSymbol(): string | undefined {
    const token = this.tokens[this.index];
    return token?.type === 'symbol' ? token.value : undefined;
  }

  private expectSymbol(symbol: string): void {
    if (this.peekSymbol() !== symbol) throw new FormulaError(`Expected "${symbol}"`);
    this.index += 1;
  }

  private parseSum(): FormulaNode {
    let node = this.parseProduct();
    for (;;) {
      const symbol = this.peekSymbol();
      if (symbol !== '+' && symbol !== '-') return node;
      this.index += 1;
      node = { kind: 'binary', operator: symbol, left: node, right: this.parseProduct() };
    }
  }

  private parseProduct(): FormulaNode {
    let node = this.parseUnary();
    for (;;) {
      const symbol = this.peekSymbol();
      if (symbol === '*' || symbol === '/' || symbol === '%') {
        this.index += 1;
        node = { kind: 'binary', operator: symbol, left: node, right: this.parseUnary() };
      } else if (this.startsImplicitFactor()) {
        node = { kind: 'binary', operator: '*', left: node, right: this.parsePower() };
      } else {
        return node;
      }
    }
  }

  /** `2x`, `2(x+1)`, `(x+1)(x-1)`: a name or "(" right after a factor multiplies. */
  private startsImplicitFactor(): boolean {
    const token = this.tokens[this.index];
    return token?.type === 'name' || (token?.type === 'symbol' && token.value === '(');
  }

  private parseUnary(): FormulaNode {
    const symbol = this.peekSymbol();
    if (symbol === '-' || symbol === '+') {
      this.index += 1;
      return { kind: 'unary', operator: symbol, operand: this.parseUnary() };
    }
    return this.parsePower();
  }

  private parsePower(): FormulaNode {
    const base = this.parseAtom();
    if (this.peekSymbol() !== '^') return base;
    this.index += 1;
    return { kind: 'binary', operator: '^', left: base, right: this.parseUnary() };
  }

  private parseAtom(): FormulaNode {
    const token = this.tokens[this.index];
    if (!token) throw new FormulaError('Unexpected end of formula');
    this.index += 1;
    if (token.type === 'number') return { kind: 'number', value: token.value };
    if (token.type === 'symbol') {
      if (token.value !== '(') throw new FormulaError(`Unexpected "${token.value}"`);
      const inner = this.parseSum();
      this.expectSymbol(')');
      return inner;
    }
    if (token.value === 'x') return { kind: 'variable' };
    // Own keys only: `constructor`, `toString`... of Object.prototype are not names here.
    const constant = Object.hasOwn(CONSTANTS, token.value) ? CONSTANTS[token.value] : undefined;
    if (constant !== undefined) return { kind: 'number', value: constant };
    const fn = Object.hasOwn(FUNCTIONS, token.value) ? FUNCTIONS[token.value] : undefined;
    if (!fn) throw new FormulaError(`Unknown name "${token.value}"`);
    this.expectSymbol('(');
    const args = [this.parseSum()];
    while (this.peekSymbol() === ',') {
      this.index += 1;
      args.push(this.parseSum());
    }
    this.expectSymbol(')');
    const [least, most] = fn.arity;
    if (args.length < least || args.length > most) {
      throw new FormulaError(`Wrong number of arguments for ${token.value}`);
    }
    return { kind: 'call', name: token.value, args };
  }
}

/** Parses a formula; throws FormulaError with a short reason when it is not one. */
export function parseFormula(text: string): FormulaNode {
  if (text.length > MAX_LENGTH) throw new FormulaError('Formula is too long');
  const tokens = tokenize(text);
  if (tokens.length === 0) throw new FormulaError('Empty formula');
  return new Parser(tokens).parseFormula();
}

export function evaluateFormula(node: FormulaNode, x: number): number {
  switch (node.kind) {
    case 'number':
      return node.value;
    case 'variable':
      return x;
    case 'unary': {
      const value = evaluateFormula(node.operand, x);
      return node.operator === '-' ? -value : value;
    }
    case 'binary': {
      const left = evaluateFormula(node.left, x);
      const right = evaluateFormula(node.right, x);
      switch (node.operator) {
        case '+':
          return left + right;
        case '-':
          return left - right;
        case '*':
          return left * right;
        case '/':
          return left / right;
        case '%':
          return left % right;
        case '^':
          return left ** right;
      }
      break;
    }
    case 'call': {
      const fn = Object.hasOwn(FUNCTIONS, node.name) ? FUNCTIONS[node.name] : undefined;
      if (!fn) return Number.NaN;
      return fn.apply(...node.args.map((arg) => evaluateFormula(arg, x)));
    }
  }
  return Number.NaN;
}

/**
 * `[x, f(x)]` for each x; values that are not finite (log of 0, division by 0) become `null`,
 * which the chart draws as a gap. Returns null when the formula does not parse.
 */
export function formulaPoints(
  formula: string,
  xs: readonly number[],
): Array<[number, number | null]> | null {
  let tree: FormulaNode;
  try {
    tree = parseFormula(formula);
  } catch (error) {
    if (error instanceof FormulaError) return null;
    throw error;
  }
  return xs.map((x) => {
    const y = evaluateFormula(tree, x);
    return [x, Number.isFinite(y) ? y : null];
  });
}
