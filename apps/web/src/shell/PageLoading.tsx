/** The spinner a screen shows in the content area while its code or its first data loads. */
import { Spin } from 'antd';

export function PageLoading() {
  return <Spin className="pn-page-loading" size="large" />;
}
