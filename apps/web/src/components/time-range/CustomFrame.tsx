/**
 * The Custom frame: START and END each specific, relative, now or
 * midnight; a relative side counts whole grains back from (or on from) the other side, or from
 * the shared anchor (NOW or a date/time) when both sides are relative. Every edit is written back
 * as the encoded range text, so the preview always checks exactly what APPLY would save.
 */
import { Col, InputNumber, Radio, Row, Select } from 'antd';
import {
  SINCE_GRAIN_OPTIONS,
  SINCE_MODE_OPTIONS,
  UNTIL_GRAIN_OPTIONS,
  UNTIL_MODE_OPTIONS,
  customTimeRangeDecode,
  customTimeRangeEncode,
  type AnchorMode,
  type CustomRange,
  type DateTimeGrain,
  type DateTimeMode,
} from '@panorama/core/time/time-frame';
import {
  showsAnchor,
  withAnchorMode,
  withAnchorValue,
  withCustomDatetime,
  withCustomGrain,
  withCustomGrainValue,
  withCustomMode,
  type RangeSide,
} from '@panorama/core/time/time-range-frame';
import { t } from '../../i18n/t';
import { DatetimeInput } from './DatetimeInput';
import { SideLabel } from './SideLabel';

export interface CustomFrameProps {
  value: string;
  onChange: (value: string) => void;
}

interface SideProps {
  side: RangeSide;
  range: CustomRange;
  onRange: (range: CustomRange) => void;
}

function RangeSideFields({ side, range, onRange }: SideProps) {
  const since = side === 'since';
  const mode = since ? range.sinceMode : range.untilMode;
  const datetime = since ? range.sinceDatetime : range.untilDatetime;
  const grain = since ? range.sinceGrain : range.untilGrain;
  const grainValue = since ? range.sinceGrainValue : range.untilGrainValue;
  const modeOptions = since ? SINCE_MODE_OPTIONS : UNTIL_MODE_OPTIONS;
  const grainOptions = since ? SINCE_GRAIN_OPTIONS : UNTIL_GRAIN_OPTIONS;
  const sideLabel = since ? t('START (INCLUSIVE)') : t('END (EXCLUSIVE)');
  return (
    <Col span={12}>
      <SideLabel side={side} />
      <Select<DateTimeMode>
        className="pn-time-range-full"
        aria-label={sideLabel}
        data-testid={`time-range-${side}-mode`}
        value={mode}
        options={modeOptions.map((o) => ({ value: o.value, label: t(o.label) }))}
        onChange={(next) => onRange(withCustomMode(range, side, next, new Date()))}
      />
      {mode === 'specific' ? (
        <div className="pn-time-range-row">
          <DatetimeInput
            value={datetime}
            ariaLabel={sideLabel}
            testId={`time-range-${side}-datetime`}
            onChange={(next) => onRange(withCustomDatetime(range, side, next))}
          />
        </div>
      ) : null}
      {mode === 'relative' ? (
        <Row gutter={8} className="pn-time-range-row">
          <Col span={10}>
            <InputNumber<number>
              className="pn-time-range-full"
              aria-label={t('Relative quantity')}
              placeholder={t('Relative quantity')}
              data-testid={`time-range-${side}-grain-value`}
              min={1}
              precision={0}
              value={grainValue}
              onChange={(next) => onRange(withCustomGrainValue(range, side, next))}
            />
          </Col>
          <Col span={14}>
            <Select<DateTimeGrain>
              className="pn-time-range-full"
              aria-label={t('Relative period')}
              data-testid={`time-range-${side}-grain`}
              value={grain}
              options={grainOptions.map((o) => ({ value: o.value, label: t(o.label) }))}
              onChange={(next) => onRange(withCustomGrain(range, side, next))}
            />
          </Col>
        </Row>
      ) : null}
    </Col>
  );
}

function AnchorFields({ range, onRange }: Omit<SideProps, 'side'>) {
  return (
    <div className="pn-time-range-anchor" data-testid="time-range-anchor">
      <div className="pn-time-range-control-label">{t('Anchor to')}</div>
      <Row align="middle" gutter={12}>
        <Col>
          <Radio.Group
            aria-label={t('Anchor to')}
            data-testid="time-range-anchor-mode"
            value={range.anchorMode}
            onChange={(event) =>
              onRange(withAnchorMode(range, event.target.value as AnchorMode, new Date()))
            }
            options={[
              { value: 'now', label: t('NOW') },
              { value: 'specific', label: t('Date/Time') },
            ]}
          />
        </Col>
        {range.anchorMode === 'specific' ? (
          <Col>
            <DatetimeInput
              className="pn-time-range-anchor-datetime"
              value={range.anchorValue}
              ariaLabel={t('Anchor date/time')}
              testId="time-range-anchor-datetime"
              onChange={(next) => onRange(withAnchorValue(range, next))}
            />
          </Col>
        ) : null}
      </Row>
    </div>
  );
}

export function CustomFrame({ value, onChange }: CustomFrameProps) {
  // The editor switches to this frame with an encoded custom value; anything else shows the
  // default form until the first edit writes it.
  const range = customTimeRangeDecode(value, new Date()).customRange;
  const onRange = (next: CustomRange) => onChange(customTimeRangeEncode(next));
  return (
    <div data-testid="time-range-frame-custom">
      <div className="pn-time-range-section-title">{t('Configure custom time range')}</div>
      <Row gutter={24}>
        <RangeSideFields side="since" range={range} onRange={onRange} />
        <RangeSideFields side="until" range={range} onRange={onRange} />
      </Row>
      {showsAnchor(range) ? <AnchorFields range={range} onRange={onRange} /> : null}
    </div>
  );
}
