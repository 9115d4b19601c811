/** ROW: components side by side, 16 px apart, with an optional white background. */
import type { LayoutItem } from '@panorama/core/layout/layout-types';
import { BackgroundContainer } from './BackgroundContainer';

export function RowComponent({ item, depth }: { item: LayoutItem; depth: number }) {
  return <BackgroundContainer item={item} depth={depth} kind="row" />;
}
