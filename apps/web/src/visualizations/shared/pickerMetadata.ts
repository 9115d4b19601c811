/**
 * A chart type's entry in the chart type picker, built from what differs between chart types.
 * Tags are translated here, and the gallery shows the one example every chart type has: its
 * thumbnail, captioned with the chart's name.
 */
import { t } from '../../i18n/t';
import type { ChartMetadata } from '../chartPluginTypes';

export type PickerMetadataFields = Omit<ChartMetadata, 'exampleGallery'>;

export function pickerMetadata(fields: PickerMetadataFields): ChartMetadata {
  return {
    ...fields,
    tags: fields.tags.map((tag) => t(tag)),
    exampleGallery: [{ url: fields.thumbnail, caption: fields.name }],
  };
}
