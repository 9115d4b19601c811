/** deck.gl tooltips as plain text lines (deck.gl shows `text` without interpreting markup). */

export function tooltipLines(lines: readonly (readonly [string, string])[]): string {
  return lines.map(([label, value]) => `${label}: ${value}`).join('\n');
}

/** "(longitude, latitude)" of a picked coordinate, rounded for reading. */
export function coordinateText(coordinate: readonly number[] | undefined): string {
  const [longitude = 0, latitude = 0] = coordinate ?? [];
  return `(${longitude.toFixed(5)}, ${latitude.toFixed(5)})`;
}
