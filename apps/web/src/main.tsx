/** Browser entry point. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { startHostChannel } from './features/embedded';
import { prefetchRouteData } from './routes/routePrefetch';
import { createStore } from './store/store';
// antd's prebuilt component styles; the theme's zeroRuntime flag turns off their runtime generation.
import 'antd/dist/antd.css';
import './styles/global.css';
import './styles/phone.css';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html lacks the #root element');

// An embedded dashboard's host hands over its guest token as soon as the frame has loaded.
if (window.location.pathname.startsWith('/embedded/')) startHostChannel();
prefetchRouteData(window.location.pathname);

createRoot(container).render(
  <StrictMode>
    <App store={createStore()} />
  </StrictMode>,
);
