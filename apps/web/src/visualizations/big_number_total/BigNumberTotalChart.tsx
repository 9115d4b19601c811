/** The `big_number_total` component: the shared big number view without a trendline. */
import { BigNumberView } from '../shared/bigNumber/BigNumberView';
import type { BigNumberTotalProps } from './transformProps';

export default function BigNumberTotalChart(props: BigNumberTotalProps) {
  return <BigNumberView {...props} />;
}
