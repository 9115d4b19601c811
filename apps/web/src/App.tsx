/** Providers around the routes: Redux, antd theme, router, crash screen and toasts. */
import { ConfigProvider } from 'antd';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { BootstrapGate } from './bootstrap/BootstrapGate';
import { ErrorBoundary } from './components/ErrorBoundary';
import { MessageToasts } from './components/MessageToasts';
import { AppRoutes } from './routes/AppRoutes';
import { DynamicPluginLoader } from './visualizations/dynamic/DynamicPluginLoader';
import type { AppStore } from './store/store';
import { BaseTextStyle } from './theme/BaseTextStyle';
import { theme } from './theme/theme';

export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <ConfigProvider theme={theme}>
        <BaseTextStyle>
          <ErrorBoundary>
            <BrowserRouter>
              <BootstrapGate>
                <AppRoutes />
                <DynamicPluginLoader />
              </BootstrapGate>
            </BrowserRouter>
          </ErrorBoundary>
          <MessageToasts />
        </BaseTextStyle>
      </ConfigProvider>
    </Provider>
  );
}
