/**
 * The pivot table: column header rows (one per column dimension), a row of row-dimension names,
 * then one row per row key with its header cells merged over equal leading values. With
 * subtotals, header cells get a toggle that collapses what is below them into the subtotal.
 * Clicking a header cross-filters on it (on dashboards); right click drills into a cell.
 */
import { useMemo, useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { cellDrillFilters, headerClickDataMask } from './pivotCrossFilter';
import { flatKey, type PivotKey, type PivotValue } from './pivotData';
import { PivotHeaderLabel, SafeText } from './PivotHeaderLabel';
import { attrSpans, keysAtLevel, visibleKeys } from './pivotLayout';
import type { PivotAttribute, PivotTableChartProps } from './transformProps';
import './pivotTable.css';

/** Fixed header row height, so each header row can stick at a known offset. */
const HEADER_ROW_HEIGHT = 30;
const NO_KEYS: ReadonlySet<string> = new Set();

type Collapsed = ReadonlySet<string>;

function toggled(set: Collapsed, id: string): Collapsed {
  const next = new Set(set);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** Collapse every key of a level, or (when already collapsed) expand it and the levels above. */
function toggledLevel(
  set: Collapsed,
  allKeys: PivotKey[],
  visible: PivotKey[],
  level: number,
): Collapsed {
  const deepest = Math.max(0, ...visible.map((key) => key.length));
  if (level + 1 < deepest) return new Set([...set, ...keysAtLevel(allKeys, level)]);
  const next = new Set(set);
  for (const key of allKeys) {
    for (let length = 1; length <= Math.min(level + 1, key.length); length += 1) {
      next.delete(flatKey(key.slice(0, length)));
    }
  }
  return next;
}

export default function PivotTableChart(props: PivotTableChartProps) {
  const {
    width,
    height,
    pivot,
    rowAttributes: rowAttrs,
    colAttributes: colAttrs,
    showRowTotals,
    showColTotals,
    formatCell,
    cellColor,
    allowRenderHtml,
    selectedFilters,
    setDataMask,
    onContextMenu,
  } = props;
  const [collapsedRows, setCollapsedRows] = useState<Collapsed>(NO_KEYS);
  const [collapsedCols, setCollapsedCols] = useState<Collapsed>(NO_KEYS);

  const rowKeys = useMemo(() => visibleKeys(pivot.rowKeys, collapsedRows), [pivot, collapsedRows]);
  const colKeys = useMemo(() => visibleKeys(pivot.colKeys, collapsedCols), [pivot, collapsedCols]);
  const rowSpans = useMemo(() => attrSpans(rowKeys), [rowKeys]);
  const colSpans = useMemo(() => attrSpans(colKeys), [colKeys]);

  const rowIncrement = rowAttrs.length > 0 ? 1 : 0;
  const colIncrement = colAttrs.length > 0 ? 1 : 0;
  const stickyTop = (row: number) => ({ top: row * HEADER_ROW_HEIGHT });

  const isSelected = (attr: PivotAttribute, value: PivotValue) =>
    selectedFilters[attr.id]?.some((selected) => Object.is(selected, value)) ?? false;

  const headerClass = (base: string, attr: PivotAttribute, value: PivotValue) => {
    const classes = [base];
    if (setDataMask && attr.filter) classes.push('pn-pivot-hoverable');
    if (isSelected(attr, value)) classes.push('pn-pivot-active');
    return classes.join(' ');
  };

  const onHeaderClick = (attr: PivotAttribute, value: PivotValue) => {
    if (!setDataMask || !attr.filter) return;
    // Selecting text in a header must not filter the dashboard.
    if (window.getSelection()?.toString()) return;
    setDataMask(headerClickDataMask(attr.filter, value, attr.formatValue(value), selectedFilters));
  };

  const onCellContextMenu = (event: MouseEvent, rowKey: PivotKey, colKey: PivotKey) => {
    if (!onContextMenu) return;
    event.preventDefault();
    const filters = cellDrillFilters(
      rowAttrs.map((attr) => attr.filter),
      colAttrs.map((attr) => attr.filter),
      rowKey,
      colKey,
    );
    onContextMenu(event.clientX, event.clientY, filters);
  };

  const attrLabel = (attr: PivotAttribute, level: number, isRow: boolean): ReactNode => {
    const count = isRow ? rowAttrs.length : colAttrs.length;
    const subtotals = isRow ? props.rowSubtotals : props.colSubtotals;
    if (!subtotals || level >= count - 1) return attr.label;
    const visible = isRow ? rowKeys : colKeys;
    const all = isRow ? pivot.rowKeys : pivot.colKeys;
    const deepest = Math.max(0, ...visible.map((key) => key.length));
    const setter = isRow ? setCollapsedRows : setCollapsedCols;
    return (
      <PivotHeaderLabel
        text={attr.label}
        allowHtml={false}
        toggle={{
          collapsed: level + 1 >= deepest,
          onToggle: () => setter((set) => toggledLevel(set, all, visible, level)),
        }}
      />
    );
  };

  const keyLabel = (attr: PivotAttribute, key: PivotKey, level: number, isRow: boolean) => {
    const count = isRow ? rowAttrs.length : colAttrs.length;
    const subtotals = isRow ? props.rowSubtotals : props.colSubtotals;
    const id = flatKey(key.slice(0, level + 1));
    const collapsed = isRow ? collapsedRows : collapsedCols;
    const setter = isRow ? setCollapsedRows : setCollapsedCols;
    const toggle =
      subtotals && level < count - 1
        ? { collapsed: collapsed.has(id), onToggle: () => setter((set) => toggled(set, id)) }
        : undefined;
    return (
      <PivotHeaderLabel
        text={attr.formatValue(key[level] ?? null)}
        allowHtml={allowRenderHtml}
        toggle={toggle}
      />
    );
  };

  const columnHeaderRows = colAttrs.map((attr, level) => {
    const cells: ReactNode[] = [];
    let index = 0;
    while (index < colKeys.length) {
      const colKey = colKeys[index] as PivotKey;
      const span = level < colKey.length ? ((colSpans[index] as number[])[level] as number) : 1;
      if (level < colKey.length) {
        const value = colKey[level] ?? null;
        cells.push(
          <th
            key={`col-${flatKey(colKey.slice(0, level + 1))}`}
            className={headerClass('pn-pivot-col-label', attr, value)}
            colSpan={span}
            rowSpan={1 + (level === colAttrs.length - 1 ? rowIncrement : 0)}
            style={stickyTop(level)}
            onClick={() => onHeaderClick(attr, value)}
            onContextMenu={(event) => onCellContextMenu(event, [], colKey.slice(0, level + 1))}
          >
            {keyLabel(attr, colKey, level, false)}
          </th>,
        );
      } else if (level === colKey.length) {
        cells.push(
          <th
            key={`col-sub-${flatKey(colKey)}`}
            className="pn-pivot-col-label pn-pivot-subtotal-label"
            rowSpan={colAttrs.length - colKey.length + rowIncrement}
            style={stickyTop(level)}
          >
            {props.subtotalLabel}
          </th>,
        );
      }
      index += Math.max(1, span);
    }
    return (
      <tr key={`col-attr-${attr.id}`} style={{ height: HEADER_ROW_HEIGHT }}>
        {level === 0 && rowAttrs.length > 0 && (
          <th
            className="pn-pivot-corner"
            colSpan={rowAttrs.length}
            rowSpan={colAttrs.length}
            style={stickyTop(0)}
            aria-hidden
          />
        )}
        <th className="pn-pivot-axis-label" style={stickyTop(level)}>
          {attrLabel(attr, level, false)}
        </th>
        {cells}
        {level === 0 && showRowTotals && (
          <th
            className="pn-pivot-total-label"
            rowSpan={colAttrs.length + rowIncrement}
            style={stickyTop(0)}
          >
            {props.totalLabel}
          </th>
        )}
      </tr>
    );
  });

  const rowHeaderRow = rowAttrs.length > 0 && (
    <tr key="row-attrs" style={{ height: HEADER_ROW_HEIGHT }}>
      {rowAttrs.map((attr, level) => (
        <th key={attr.id} className="pn-pivot-axis-label" style={stickyTop(colAttrs.length)}>
          {attrLabel(attr, level, true)}
        </th>
      ))}
      <th className="pn-pivot-total-label" style={stickyTop(colAttrs.length)}>
        {colAttrs.length === 0 ? props.totalLabel : null}
      </th>
    </tr>
  );

  const bodyRows = rowKeys.map((rowKey, rowIndex) => {
    const spans = rowSpans[rowIndex] as number[];
    const isSubtotalRow = rowKey.length < rowAttrs.length;
    return (
      <tr key={flatKey(rowKey)} className={isSubtotalRow ? 'pn-pivot-subtotal-row' : undefined}>
        {rowKey.map((value, level) => {
          const span = spans[level] as number;
          if (span < 0) return null;
          const attr = rowAttrs[level] as PivotAttribute;
          return (
            <th
              key={`row-${level}`}
              className={headerClass('pn-pivot-row-label', attr, value)}
              rowSpan={span}
              colSpan={1 + (level === rowAttrs.length - 1 ? colIncrement : 0)}
              onClick={() => onHeaderClick(attr, value)}
              onContextMenu={(event) => onCellContextMenu(event, rowKey.slice(0, level + 1), [])}
            >
              {keyLabel(attr, rowKey, level, true)}
            </th>
          );
        })}
        {isSubtotalRow && (
          <th
            className="pn-pivot-row-label pn-pivot-subtotal-label"
            colSpan={rowAttrs.length - rowKey.length + colIncrement}
          >
            {props.subtotalLabel}
          </th>
        )}
        {colKeys.map((colKey) => {
          const subtotal = isSubtotalRow || colKey.length < colAttrs.length;
          const background = subtotal ? undefined : cellColor(rowKey, colKey);
          return (
            <td
              key={flatKey(colKey)}
              className={subtotal ? 'pn-pivot-value pn-pivot-subtotal' : 'pn-pivot-value'}
              style={background ? { backgroundColor: background } : undefined}
              onContextMenu={(event) => onCellContextMenu(event, rowKey, colKey)}
            >
              <SafeText text={formatCell(rowKey, colKey)} allowHtml={allowRenderHtml} />
            </td>
          );
        })}
        {showRowTotals && (
          <td
            className="pn-pivot-value pn-pivot-total"
            onContextMenu={(event) => onCellContextMenu(event, rowKey, [])}
          >
            <SafeText text={formatCell(rowKey, [])} allowHtml={allowRenderHtml} />
          </td>
        )}
      </tr>
    );
  });

  const totalsRow = showColTotals && (
    <tr key="totals" className="pn-pivot-totals-row" data-testid="pivot-totals-row">
      <th className="pn-pivot-total-label" colSpan={rowAttrs.length + Math.min(colAttrs.length, 1)}>
        {props.totalLabel}
      </th>
      {colKeys.map((colKey) => (
        <td
          key={flatKey(colKey)}
          className="pn-pivot-value pn-pivot-total"
          onContextMenu={(event) => onCellContextMenu(event, [], colKey)}
        >
          <SafeText text={formatCell([], colKey)} allowHtml={allowRenderHtml} />
        </td>
      ))}
      {showRowTotals && (
        <td className="pn-pivot-value pn-pivot-total pn-pivot-grand-total">
          <SafeText text={formatCell([], [])} allowHtml={allowRenderHtml} />
        </td>
      )}
    </tr>
  );

  return (
    <div className="pn-pivot" style={{ width, height }} data-testid="pivot-table">
      <table className="pn-pivot-table" role="grid">
        <thead>
          {columnHeaderRows}
          {rowHeaderRow}
        </thead>
        <tbody>
          {bodyRows}
          {totalsRow}
        </tbody>
      </table>
    </div>
  );
}
