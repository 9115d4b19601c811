/**
 * The datasource control at the top of the panel: the dataset's name (a
 * query's name, its SQL in a tooltip), a 'SQL' mark with the SQL of a virtual dataset, the health-check and warning
 * marks and the '...' menu; or, without a dataset, the 'Missing dataset' / 'Missing URL
 * parameters' warning.
 */
import { ConsoleSqlOutlined, ExclamationCircleFilled, TableOutlined } from '@ant-design/icons';
import { Alert, Button, Tag, Tooltip } from 'antd';
import { needsTitleTooltip } from '../../../components/list-view/titleTooltip';
import { t } from '../../../i18n/t';
import type { DatasourceJson } from '../../../models/datasourceTypes';
import {
  datasetWarningMarkdown,
  datasourceTitle,
  healthCheckMessage,
  isQueryDatasource,
  isVirtualDataset,
} from './datasourceInfo';
import type { MissingDatasourceState } from './datasourceInfo';
import { DatasourceMenu } from './DatasourceMenu';
import type { DatasourceMenuProps } from './DatasourceMenu';
import { WarningIconWithTooltip } from './WarningIconWithTooltip';

function SqlTooltip({ sql }: { sql: string }) {
  return <pre className="pn-ds-sql-tooltip">{sql}</pre>;
}

function DatasourceTitle({ datasource }: { datasource: DatasourceJson }) {
  const title = datasourceTitle(datasource);
  const query = isQueryDatasource(datasource);
  // A query's title (its name, or its SQL) on one line; the tooltip shows its SQL as written.
  const shown = query ? title.replace(/\s+/g, ' ') : title;
  const span = (
    <span className="pn-ds-title" data-testid="datasource-title">
      {shown}
    </span>
  );
  if (query) return <Tooltip title={<SqlTooltip sql={datasource.sql ?? title} />}>{span}</Tooltip>;
  // Names longer than 25 characters may be cut off, so they get a tooltip with the full name.
  return needsTitleTooltip(title) ? <Tooltip title={title}>{span}</Tooltip> : span;
}

export interface DatasourceHeaderProps extends Omit<DatasourceMenuProps, 'datasource'> {
  datasource: DatasourceJson | null;
  missing: MissingDatasourceState;
}

export function DatasourceHeader({ datasource, missing, ...menu }: DatasourceHeaderProps) {
  if (datasource === null || missing !== 'none') {
    return (
      <div className="pn-ds-header-block">
        <div className="pn-ds-header">
          <TableOutlined className="pn-ds-kind-icon" />
          <span className="pn-ds-title pn-ds-title-missing" data-testid="datasource-title">
            {t('Missing dataset')}
          </span>
        </div>
        {missing === 'missing_params' ? (
          <Alert
            type="warning"
            showIcon
            className="pn-ds-missing"
            data-testid="datasource-missing-params"
            title={t('Missing URL parameters')}
            description={t('The URL is missing the dataset_id or slice_id parameters.')}
          />
        ) : (
          <Alert
            type="warning"
            showIcon
            className="pn-ds-missing"
            data-testid="datasource-missing"
            title={t('Missing dataset')}
            description={
              <>
                <div>{t('The dataset linked to this chart may have been deleted.')}</div>
                <Button
                  type="primary"
                  size="small"
                  className="pn-ds-missing-swap"
                  onClick={menu.onSwapDataset}
                  data-testid="datasource-missing-swap"
                >
                  {t('Swap dataset')}
                </Button>
              </>
            }
          />
        )}
      </div>
    );
  }

  const virtual = isVirtualDataset(datasource);
  const health = healthCheckMessage(datasource);
  const warning = datasetWarningMarkdown(datasource);
  const KindIcon = isQueryDatasource(datasource) || virtual ? ConsoleSqlOutlined : TableOutlined;
  return (
    <div className="pn-ds-header-block">
      <div className="pn-ds-header">
        <KindIcon
          className="pn-ds-kind-icon"
          aria-label={
            virtual ? t('Virtual') : isQueryDatasource(datasource) ? t('Query') : t('Physical')
          }
        />
        <DatasourceTitle datasource={datasource} />
        {virtual && datasource.sql ? (
          <Tooltip title={<SqlTooltip sql={datasource.sql} />}>
            <Tag className="pn-ds-sql-tag" data-testid="datasource-sql-tag">
              {t('SQL')}
            </Tag>
          </Tooltip>
        ) : null}
        {health !== null ? (
          <Tooltip title={health}>
            <ExclamationCircleFilled
              className="pn-ds-health-icon"
              role="img"
              aria-label={t('Health check')}
              data-testid="datasource-health-check"
            />
          </Tooltip>
        ) : null}
        {warning !== null ? (
          <WarningIconWithTooltip markdown={warning} data-testid="datasource-warning" />
        ) : null}
        <DatasourceMenu datasource={datasource} {...menu} />
      </div>
    </div>
  );
}
