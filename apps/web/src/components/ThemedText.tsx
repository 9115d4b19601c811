/**
 * A line or paragraph of text in the theme's secondary, danger or strong style. antd's Typography
 * draws the same, but brings its editing and copying parts along (a text area among them, about
 * 16 KB gzip), and the dashboard's first download, which only shows such text, cannot carry them.
 * The colours come from the antd theme, so the text matches the components around it.
 */
import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

export interface ThemedTextProps {
  children: ReactNode;
  tone?: 'secondary' | 'danger';
  strong?: boolean;
  /** A paragraph (a block with space below) instead of an inline run of text. */
  paragraph?: boolean;
  /** One line, cut with an ellipsis; the full text shows on hover. */
  ellipsis?: boolean;
  className?: string;
  'data-testid'?: string;
}

const ONE_LINE: CSSProperties = {
  display: 'inline-block',
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
};

export function ThemedText(props: ThemedTextProps) {
  const { token } = theme.useToken();
  const color =
    props.tone === 'secondary'
      ? token.colorTextSecondary
      : props.tone === 'danger'
        ? token.colorError
        : token.colorText;
  const style: CSSProperties = {
    color,
    wordBreak: 'break-word',
    ...(props.strong ? { fontWeight: token.fontWeightStrong } : {}),
    ...(props.paragraph ? { display: 'block', marginBottom: '1em' } : {}),
    ...(props.ellipsis ? ONE_LINE : {}),
  };
  const Tag = props.paragraph ? 'div' : 'span';
  return (
    <Tag
      className={props.className}
      style={style}
      data-testid={props['data-testid']}
      title={props.ellipsis && typeof props.children === 'string' ? props.children : undefined}
    >
      {props.children}
    </Tag>
  );
}
