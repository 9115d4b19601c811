/**
 * The colour break points of the deck.gl polygon chart (Superset's `break_points`): the user adds
 * numbers one at a time (Enter or Add) and removes them by their tags; the list is kept in
 * ascending order as Superset stores it (text), refuses what is not a number or is listed
 * already, and says what it does to the buckets. Entries an imported chart holds that are not
 * numbers show in red, for removal.
 */
import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Space, Tag, Typography } from 'antd';
import { useId, useState } from 'react';
import { t } from '../../../i18n/t';
import type { ControlComponentProps } from '../../../visualizations/controlPanelTypes';
import { addBreakPoint, readBreakPoints } from '../../../visualizations/shared/deck/breakPoints';
import { ControlHeader, headerPropsOf } from './ControlHeader';

function storedList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function BreakPointsControl(props: ControlComponentProps) {
  const { name, value, onChange } = props;
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const { points, invalid } = readBreakPoints(value);

  const add = () => {
    const added = addBreakPoint(value, draft);
    if ('error' in added) {
      setError(added.error);
      return;
    }
    setError(null);
    setDraft('');
    onChange(added.list);
  };
  // A number goes with every entry of its value ("15" and "15.0" are one break point).
  const remove = (entry: string, invalidEntry: boolean) =>
    onChange(
      storedList(value).filter((stored) =>
        invalidEntry
          ? String(stored) !== entry
          : readBreakPoints([stored]).points[0]?.value !== Number(entry),
      ),
    );

  const first = points[0];
  const last = points[points.length - 1];
  const hint =
    first && last && points.length >= 2
      ? t(
          '%s buckets from %s to %s; polygons with values outside them are not coloured.',
          points.length - 1,
          first.text,
          last.text,
        )
      : t(
          'Add at least two break points (n + 1 values make n buckets). Until then the values are split into the number of buckets above.',
        );

  const tag = (entry: string, invalidEntry: boolean) => (
    <Tag
      key={`${invalidEntry ? 'invalid' : 'point'}-${entry}`}
      color={invalidEntry ? 'error' : undefined}
      className="pn-break-point"
      data-testid="break-point"
    >
      {entry}
      <Button
        type="text"
        size="small"
        className="pn-break-point-remove"
        icon={<CloseOutlined />}
        aria-label={t('Remove break point %s', entry)}
        onClick={() => remove(entry, invalidEntry)}
      />
    </Tag>
  );

  return (
    <div>
      <ControlHeader {...headerPropsOf(props)} htmlFor={`control-${name}`} />
      {(points.length > 0 || invalid.length > 0) && (
        <div className="pn-break-points" aria-label={t('Break points')}>
          {points.map((point) => tag(point.text, false))}
          {invalid.map((entry) => tag(entry, true))}
        </div>
      )}
      <Space.Compact className="pn-control-full">
        <Input
          id={`control-${name}`}
          placeholder={t('A number, e.g. 100')}
          value={draft}
          status={error ? 'error' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(null);
          }}
          onPressEnter={add}
        />
        <Button icon={<PlusOutlined />} onClick={add}>
          {t('Add')}
        </Button>
      </Space.Compact>
      {error && (
        <Typography.Text type="danger" id={errorId} className="pn-break-points-note">
          {error}
        </Typography.Text>
      )}
      <Typography.Text type="secondary" className="pn-break-points-note">
        {hint}
      </Typography.Text>
    </div>
  );
}
