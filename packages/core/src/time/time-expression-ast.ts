/**
 * The syntax tree of a time expression. The parser produces it from
 * text; the time-range shorthands build it directly, so no user text is ever pasted into
 * expression source.
 */
import type { LastDayUnit, TimeUnit } from './naive-datetime';

export type DateExpr =
  | { kind: 'datetime'; text: string }
  | { kind: 'dateadd'; base: DateExpr; amount: IntExpr; unit: TimeUnit }
  | { kind: 'datetrunc'; base: DateExpr; unit: TimeUnit }
  | { kind: 'lastday'; base: DateExpr; unit: LastDayUnit }
  | { kind: 'holiday'; name: string; base: DateExpr | null; country: string | null };

export type IntExpr =
  | { kind: 'int'; value: number }
  | { kind: 'datediff'; from: DateExpr; to: DateExpr; unit: 'day' | 'year' };

export const datetimeExpr = (text: string): DateExpr => ({ kind: 'datetime', text });

export const dateaddExpr = (base: DateExpr, amount: number, unit: TimeUnit): DateExpr => ({
  kind: 'dateadd',
  base,
  amount: { kind: 'int', value: amount },
  unit,
});

export const datetruncExpr = (base: DateExpr, unit: TimeUnit): DateExpr => ({
  kind: 'datetrunc',
  base,
  unit,
});

export const lastdayExpr = (base: DateExpr, unit: LastDayUnit): DateExpr => ({
  kind: 'lastday',
  base,
  unit,
});

/** Renders a tree back as expression text (for logs, tests and debugging). */
export function formatDateExpr(expr: DateExpr): string {
  switch (expr.kind) {
    case 'datetime':
      return `DATETIME('${expr.text}')`;
    case 'dateadd':
      return `DATEADD(${formatDateExpr(expr.base)}, ${formatIntExpr(expr.amount)}, ${expr.unit})`;
    case 'datetrunc':
      return `DATETRUNC(${formatDateExpr(expr.base)}, ${expr.unit})`;
    case 'lastday':
      return `LASTDAY(${formatDateExpr(expr.base)}, ${expr.unit})`;
    case 'holiday':
      return `HOLIDAY('${expr.name}'${expr.base ? `, ${formatDateExpr(expr.base)}` : ''}${
        expr.country ? `, '${expr.country}'` : ''
      })`;
  }
}

function formatIntExpr(expr: IntExpr): string {
  return expr.kind === 'int'
    ? String(expr.value)
    : `DATEDIFF(${formatDateExpr(expr.from)}, ${formatDateExpr(expr.to)}, ${expr.unit})`;
}
