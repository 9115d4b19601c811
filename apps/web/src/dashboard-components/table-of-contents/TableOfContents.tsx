/**
 * "Table of contents": a dashboard component listing the dashboard's tabs and headers; a click
 * brings that part on screen, switching tabs when it sits in one not shown. It follows edits
 * live, so a long dashboard gets its navigation without anyone keeping a list by hand.
 */
import { UnorderedListOutlined } from '@ant-design/icons';
import { t } from '../../i18n/t';
import type { DashboardComponentProps } from '../dashboardComponentTypes';
import { dashboardOutline } from './dashboardOutline';
import './tableOfContents.css';

export function TableOfContents({ layout, navigateTo }: DashboardComponentProps) {
  const entries = dashboardOutline(layout);
  return (
    <nav className="pn-toc" aria-label={t('Table of contents')} data-testid="table-of-contents">
      <div className="pn-toc-title">
        <UnorderedListOutlined aria-hidden /> {t('Contents')}
      </div>
      {entries.length === 0 ? (
        <p className="pn-toc-empty">
          {t('Add headers or tabs to this dashboard and they are listed here.')}
        </p>
      ) : (
        <ol className="pn-toc-list">
          {entries.map((entry) => (
            <li
              key={entry.id}
              className={`pn-toc-entry pn-toc-entry--${entry.kind}`}
              style={{ paddingInlineStart: entry.level * 16 }}
            >
              <button
                type="button"
                className="pn-toc-link"
                onClick={() => navigateTo(entry.id)}
                data-target-id={entry.id}
              >
                {entry.text}
              </button>
            </li>
          ))}
        </ol>
      )}
    </nav>
  );
}
