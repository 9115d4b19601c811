/**
 * The app's base text style (font, size, line height, colour) from the antd theme tokens, for
 * everything that is not an antd component. antd's <App> wrapper does the same, but also brings
 * the message, notification and modal machinery into the first download, and nothing here uses
 * its hooks (toasts are our own; modals are rendered as components).
 */
import { theme } from 'antd';
import type { ReactNode } from 'react';

export function BaseTextStyle({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      className="pn-base-text"
      style={{
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        fontFamily: token.fontFamily,
      }}
    >
      {children}
    </div>
  );
}
