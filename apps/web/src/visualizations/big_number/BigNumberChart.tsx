/** The `big_number` component: the shared big number view with its SVG trendline. */
import { BigNumberView } from '../shared/bigNumber/BigNumberView';
import type { BigNumberProps } from './transformProps';

export default function BigNumberChart(props: BigNumberProps) {
  return <BigNumberView {...props} />;
}
