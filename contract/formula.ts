/**
 * Calculated measures' formulas (docs/api.md "Calculated measures"): arithmetic over totals — `[Revenue] ÷
 * [Orders]`, `([Revenue] - [Cost of goods sold]) / [Units sold]`, constants, parentheses. Read here into a tree,
 * never passed on as text: the compiler writes SQL from the tree and checks each bracketed name against the
 * catalogue. Shared by the contract's checks, the compiler and the plain words.
 */

/** Limits of one formula. */
export const FORMULA_LIMITS = {
  /** Characters of the formula's text. */
  maxLength: 300,
  /** Nesting of parentheses and signs (a chain of operators is bounded by maxOperands instead). */
  maxDepth: 8,
  /** Bracketed names and constants in one formula. */
  maxOperands: 12,
  /** Calculated measures in one design. */
  maxCalculated: 10,
} as const;

export type FormulaOperator = '+' | '-' | '*' | '/';

export type FormulaNode =
  /** A constant, as its digits ("1.5"): the grammar allows only digits and one point, so it is also SQL. */
  | { kind: 'number'; digits: string }
  /** A bracketed name: a measure's name or key, or a chosen column with a function ("[Revenue]"). */
  | { kind: 'name'; name: string }
  | { kind: 'negate'; operand: FormulaNode }
  | { kind: 'binary'; op: FormulaOperator; left: FormulaNode; right: FormulaNode };

type Token =
  | { kind: 'number'; digits: string }
  | { kind: 'name'; name: string }
  | { kind: 'op'; op: FormulaOperator }
  | { kind: 'open' }
  | { kind: 'close' };

const OPERATORS: Readonly<Record<string, FormulaOperator>> = {
  '+': '+',
  '-': '-',
  '−': '-',
  '*': '*',
  '×': '*',
  '/': '/',
  '÷': '/',
};

const NUMBER = /^\d{1,15}(\.\d{1,6})?/;

function tokenize(text: string): Token[] | string {
  const tokens: Token[] = [];
  let at = 0;
  while (at < text.length) {
    const char = text.charAt(at);
    if (/\s/.test(char)) {
      at += 1;
      continue;
    }
    const op = OPERATORS[char];
    if (op) {
      tokens.push({ kind: 'op', op });
      at += 1;
    } else if (char === '(' || char === ')') {
      tokens.push({ kind: char === '(' ? 'open' : 'close' });
      at += 1;
    } else if (char === '[') {
      const end = text.indexOf(']', at);
      const name = end < 0 ? '' : text.slice(at + 1, end).trim();
      if (end < 0 || name === '' || name.includes('[')) {
        return `A name opened at character ${at + 1} is not closed with "]", or is empty.`;
      }
      tokens.push({ kind: 'name', name });
      at = end + 1;
    } else {
      const digits = NUMBER.exec(text.slice(at))?.[0];
      if (!digits) {
        return `Unexpected "${char}" at character ${at + 1}: write measures in brackets ([Revenue]), numbers, + − × ÷ and parentheses.`;
      }
      tokens.push({ kind: 'number', digits });
      at += digits.length;
    }
  }
  return tokens;
}

class FormulaError extends Error {}

/** Recursive descent: sum := product (± product)*; product := unary (×÷ unary)*; unary := −unary | atom. */
class Reader {
  private at = 0;
  private operands = 0;
  constructor(private readonly tokens: readonly Token[]) {}

  read(): FormulaNode {
    if (this.tokens.length === 0) throw new FormulaError('The formula is empty.');
    const node = this.sum(1);
    if (this.at < this.tokens.length) throw new FormulaError('Something follows the end of the formula.');
    return node;
  }

  private next(): Token | undefined {
    return this.tokens[this.at];
  }

  private deeper(depth: number): number {
    if (depth > FORMULA_LIMITS.maxDepth) {
      throw new FormulaError(`Nested more than ${FORMULA_LIMITS.maxDepth} levels deep.`);
    }
    return depth + 1;
  }

  private sum(depth: number): FormulaNode {
    let left = this.product(depth);
    for (let token = this.next(); token?.kind === 'op' && (token.op === '+' || token.op === '-');) {
      this.at += 1;
      left = { kind: 'binary', op: token.op, left, right: this.product(depth) };
      token = this.next();
    }
    return left;
  }

  private product(depth: number): FormulaNode {
    let left = this.unary(depth);
    for (let token = this.next(); token?.kind === 'op' && (token.op === '*' || token.op === '/');) {
      this.at += 1;
      left = { kind: 'binary', op: token.op, left, right: this.unary(depth) };
      token = this.next();
    }
    return left;
  }

  private unary(depth: number): FormulaNode {
    const token = this.next();
    if (token?.kind === 'op' && token.op === '-') {
      this.at += 1;
      return { kind: 'negate', operand: this.unary(this.deeper(depth)) };
    }
    return this.atom(depth);
  }

  private atom(depth: number): FormulaNode {
    const token = this.next();
    this.at += 1;
    if (token?.kind === 'open') {
      const inner = this.sum(this.deeper(depth));
      if (this.next()?.kind !== 'close') throw new FormulaError('A "(" is not closed with ")".');
      this.at += 1;
      return inner;
    }
    if (token?.kind === 'number' || token?.kind === 'name') {
      this.operands += 1;
      if (this.operands > FORMULA_LIMITS.maxOperands) {
        throw new FormulaError(`At most ${FORMULA_LIMITS.maxOperands} names and numbers.`);
      }
      return token;
    }
    throw new FormulaError(
      token ? 'A name, a number or "(" is missing before an operator or ")".' : 'The formula ends too early.',
    );
  }
}

/** Reads a formula, or says what is wrong with it (the 400's message). */
export function parseFormula(text: string): { ok: true; node: FormulaNode } | { ok: false; message: string } {
  if (text.length > FORMULA_LIMITS.maxLength) {
    return { ok: false, message: `At most ${FORMULA_LIMITS.maxLength} characters.` };
  }
  const tokens = tokenize(text);
  if (typeof tokens === 'string') return { ok: false, message: tokens };
  try {
    return { ok: true, node: new Reader(tokens).read() };
  } catch (error) {
    if (error instanceof FormulaError) return { ok: false, message: error.message };
    throw error;
  }
}

/** Every bracketed name of a formula, in order. */
export function formulaNames(node: FormulaNode): string[] {
  switch (node.kind) {
    case 'number':
      return [];
    case 'name':
      return [node.name];
    case 'negate':
      return formulaNames(node.operand);
    case 'binary':
      return [...formulaNames(node.left), ...formulaNames(node.right)];
  }
}

const SHOWN: Readonly<Record<FormulaOperator, string>> = { '+': '+', '-': '−', '*': '×', '/': '÷' };
const BINDING: Readonly<Record<FormulaOperator, number>> = { '+': 1, '-': 1, '*': 2, '/': 2 };

/** A formula in plain words with each name as a person reads it: "(Revenue − Cost of goods sold) ÷ Units sold". */
export function formulaWords(node: FormulaNode, nameOf: (name: string) => string, locale?: string): string {
  const words = (n: FormulaNode, outer: number, right: boolean): string => {
    switch (n.kind) {
      case 'number':
        return new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }).format(Number(n.digits));
      case 'name':
        return nameOf(n.name);
      case 'negate':
        return `−${words(n.operand, 3, false)}`;
      case 'binary': {
        const own = BINDING[n.op];
        const text = `${words(n.left, own, false)} ${SHOWN[n.op]} ${words(n.right, own, true)}`;
        // Parentheses where the reading would change without them: a looser operation inside a tighter one, or on
        // the right of − and ÷.
        return own < outer || (right && own === outer) ? `(${text})` : text;
      }
    }
  };
  return words(node, 0, false);
}
