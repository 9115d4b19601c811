/** The words the import modal uses for each importable resource, translated at render time. */
import { t } from '../../i18n/t';
import type { ImportResource } from './importApi';

export interface ImportLabels {
  /** 'dashboard' */
  singular: string;
  /** 'dashboards' */
  plural: string;
  /** The success toast, Superset's text: 'Dashboard imported'. */
  imported: string;
}

export function importLabels(resource: ImportResource): ImportLabels {
  switch (resource) {
    case 'dashboard':
      return {
        singular: t('dashboard'),
        plural: t('dashboards'),
        imported: t('Dashboard imported'),
      };
    case 'chart':
      return { singular: t('chart'), plural: t('charts'), imported: t('Chart imported') };
    case 'dataset':
      return { singular: t('dataset'), plural: t('datasets'), imported: t('Dataset imported') };
    case 'database':
      return { singular: t('database'), plural: t('databases'), imported: t('Database imported') };
    case 'saved_query':
      return { singular: t('query'), plural: t('queries'), imported: t('Query imported') };
  }
}
