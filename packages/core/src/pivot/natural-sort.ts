/**
 * The order pivot keys and "First" / "Last" follow (Superset's pivot table order): nulls first,
 * then numbers and numeric text by value (true numbers before equal numeric text), then other
 * text where runs of digits compare as numbers ("item 2" before "item 10").
 */

const CHUNKS = /(\d+)|(\D+)/g;
const HAS_DIGIT = /\d/;

function compareChunks(left: string, right: string): number {
  const leftChunks = left.match(CHUNKS) ?? [];
  const rightChunks = right.match(CHUNKS) ?? [];
  const length = Math.min(leftChunks.length, rightChunks.length);
  for (let index = 0; index < length; index += 1) {
    const a = leftChunks[index] as string;
    const b = rightChunks[index] as string;
    if (a === b) continue;
    if (HAS_DIGIT.test(a) && HAS_DIGIT.test(b)) {
      // Leading zeros read as decimals ("007" < "07"), so zero-padded codes keep their order.
      const difference = Number(a.replace(/^0/, '.0')) - Number(b.replace(/^0/, '.0'));
      if (difference !== 0) return difference;
      continue;
    }
    return a > b ? 1 : -1;
  }
  return leftChunks.length - rightChunks.length;
}

export function naturalSort(left: unknown, right: unknown): number {
  if (left === null && right !== null) return -1;
  if (left !== null && right === null) return 1;
  if (typeof left === 'number' && Number.isNaN(left)) return -1;
  if (typeof right === 'number' && Number.isNaN(right)) return 1;

  const leftNumber = Number(left);
  const rightNumber = Number(right);
  if (leftNumber < rightNumber) return -1;
  if (leftNumber > rightNumber) return 1;
  if (typeof left === 'number' && typeof right !== 'number') return -1;
  if (typeof right === 'number' && typeof left !== 'number') return 1;
  if (typeof left === 'number' && typeof right === 'number') return 0;
  if (Number.isNaN(rightNumber) && !Number.isNaN(leftNumber)) return -1;
  if (Number.isNaN(leftNumber) && !Number.isNaN(rightNumber)) return 1;

  const a = String(left);
  const b = String(right);
  if (a === b) return 0;
  if (!HAS_DIGIT.test(a) || !HAS_DIGIT.test(b)) return a > b ? 1 : -1;
  return compareChunks(a, b);
}

/** A comparator that puts `order`'s values first, in that order, then the rest naturally. */
export function fixedOrder(order: readonly unknown[]): (left: unknown, right: unknown) => number {
  const position = new Map<unknown, number>();
  order.forEach((value, index) => {
    if (!position.has(value)) position.set(value, index);
  });
  return (left, right) => {
    const a = position.get(left);
    const b = position.get(right);
    if (a !== undefined && b !== undefined) return a - b;
    if (a !== undefined) return -1;
    if (b !== undefined) return 1;
    return naturalSort(left, right);
  };
}
