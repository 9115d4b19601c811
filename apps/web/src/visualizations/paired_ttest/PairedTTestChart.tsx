/**
 * The `paired_ttest` component: a table per metric with a row per group, its p-value, lift and
 * significance against the control group. Clicking a row makes it the control; significant rows
 * are green, the others red, and lifts are coloured by their sign.
 */
import { useMemo, useState } from 'react';
import { t } from '../../i18n/t';
import { compareWithControl } from './pairedTTest';
import type { TTestOptions } from './pairedTTest';
import type { PairedTTestProps, TTestMetric } from './transformProps';
import './pairedTTest.css';

function liftTone(lift: string): string {
  const value = Number(lift);
  if (!Number.isFinite(value)) return 'pn-ttest-invalid';
  return value >= 0 ? 'pn-ttest-true' : 'pn-ttest-false';
}

function MetricTable({
  metric,
  groupLabels,
  options,
}: {
  metric: TTestMetric;
  groupLabels: string[];
  options: TTestOptions;
}) {
  const [control, setControl] = useState(0);
  const controlIndex = Math.min(control, Math.max(0, metric.groups.length - 1));
  const comparisons = useMemo(
    () =>
      compareWithControl(
        metric.groups.map((group) => group.values),
        controlIndex,
        options,
      ),
    [metric.groups, controlIndex, options],
  );
  return (
    <div className="pn-ttest-metric">
      <h3>{metric.label}</h3>
      <table className="pn-ttest-table" data-testid="paired-ttest-table">
        <thead>
          <tr>
            {groupLabels.map((label) => (
              <th key={label}>{label}</th>
            ))}
            <th>{t('p-value')}</th>
            <th>{t('Lift %')}</th>
            <th>{t('Significant')}</th>
          </tr>
        </thead>
        <tbody>
          {metric.groups.map((group, index) => {
            const comparison = comparisons[index];
            const isControl = index === controlIndex;
            return (
              <tr
                key={group.names.join('\u0000')}
                className={isControl ? 'pn-ttest-control' : undefined}
                onClick={() => setControl(index)}
                title={isControl ? t('Control group') : t('Click to compare with this group')}
              >
                {group.names.map((name, column) => (
                  <td key={groupLabels[column] ?? column}>{name}</td>
                ))}
                <td className={comparison?.pValue === 'NaN' ? 'pn-ttest-invalid' : undefined}>
                  {comparison?.pValue}
                </td>
                <td className={isControl ? undefined : liftTone(comparison?.lift ?? '')}>
                  {comparison?.lift}
                </td>
                <td
                  className={
                    isControl
                      ? undefined
                      : comparison?.significant
                        ? 'pn-ttest-true'
                        : 'pn-ttest-false'
                  }
                >
                  {isControl ? t('control') : String(comparison?.significant ?? false)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export default function PairedTTestChart(props: PairedTTestProps) {
  return (
    <div
      className="pn-ttest"
      style={{ width: props.width, height: props.height }}
      data-testid="paired-ttest"
    >
      {props.metrics.map((metric) => (
        <MetricTable
          key={metric.label}
          metric={metric}
          groupLabels={props.groupLabels}
          options={props.options}
        />
      ))}
    </div>
  );
}
