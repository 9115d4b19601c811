/**
 * The radial extent of each rose segment. Segments of one time bucket are stacked outwards, in
 * series order. By radius, a segment is as deep as its value; by area
 * (`rose_area_proportion`), the area up to each segment's outer edge is proportional to the
 * running total, so its outer radius grows with the square root of that total. Missing and
 * negative values take no room.
 */
export function roseSegmentDepths(values: ReadonlyArray<number | null>, byArea: boolean): number[] {
  let total = 0;
  let outer = 0;
  return values.map((value) => {
    total += value !== null && value > 0 ? value : 0;
    const edge = byArea ? Math.sqrt(total) : total;
    const depth = edge - outer;
    outer = edge;
    return depth;
  });
}
