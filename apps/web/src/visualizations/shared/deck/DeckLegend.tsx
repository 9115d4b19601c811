/** The category legend drawn over a deck.gl map, in the corner the chart's form data names. */
import type { CategoryLegend } from './categoryLegend';

const MARGIN = 10;

export function DeckLegend({ legend }: { legend: CategoryLegend }) {
  const { position, items } = legend;
  return (
    <ul
      data-testid="deck-legend"
      style={{
        position: 'absolute',
        [position.startsWith('t') ? 'top' : 'bottom']: MARGIN,
        [position.endsWith('l') ? 'left' : 'right']: MARGIN,
        margin: 0,
        padding: '6px 8px',
        listStyle: 'none',
        maxHeight: '60%',
        maxWidth: 200,
        overflowY: 'auto',
        background: 'rgba(255, 255, 255, 0.85)',
        borderRadius: 4,
        fontSize: 12,
        lineHeight: '18px',
      }}
    >
      {items.map(({ label, color: [r, g, b, a] }) => (
        <li
          key={label}
          style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
        >
          <span
            style={{
              display: 'inline-block',
              width: 10,
              height: 10,
              marginRight: 6,
              borderRadius: '50%',
              background: `rgba(${r}, ${g}, ${b}, ${a / 255})`,
            }}
          />
          {label}
        </li>
      ))}
    </ul>
  );
}
