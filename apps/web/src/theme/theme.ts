/** Panorama's look: the antd default theme with the brand colour and a compact top bar. */
import type { ThemeConfig } from 'antd';

/** Brand colour (a deep teal); also used by the logo mark. */
export const BRAND_COLOR = '#0f7b8a';

/** Height of the top navigation bar in pixels. */
export const HEADER_HEIGHT = 52;

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_COLOR,
    colorInfo: BRAND_COLOR,
    colorLink: BRAND_COLOR,
    borderRadius: 6,
    fontFamily:
      "Inter, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: {
      headerBg: '#ffffff',
      headerHeight: HEADER_HEIGHT,
      headerPadding: '0 20px',
      bodyBg: '#f5f7f9',
    },
    Menu: {
      horizontalLineHeight: `${HEADER_HEIGHT - 2}px`,
    },
  },
};
