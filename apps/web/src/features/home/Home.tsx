/**
 * `/`: a greeting, Recents (viewed, edited, created), Favorites, the example dashboards, the
 * datasets at hand, and a quick start panel while the instance has no dashboards or charts yet.
 */
import { Typography } from 'antd';
import type { BootstrapUser } from '../../api/types';
import { t } from '../../i18n/t';
import { useAppSelector } from '../../store/hooks';
import { selectCurrentUser } from '../../store/userSlice';
import { DatasetsCard } from './DatasetsCard';
import { ExamplesCard } from './ExamplesCard';
import { FavoritesCard } from './FavoritesCard';
import { ANY_QUERY } from './homeQueries';
import { QuickStartPanel } from './QuickStartPanel';
import { RecentsCard } from './RecentsCard';
import { useHomeList } from './useHomeList';
import './home.css';

function firstName(user: BootstrapUser | null): string {
  if (user === null) return '';
  return user.first_name.trim() || user.username;
}

export function Home() {
  const user = useAppSelector(selectCurrentUser);
  const dashboards = useHomeList('dashboard', ANY_QUERY);
  const charts = useHomeList('chart', ANY_QUERY);
  // Only once both answered: the panel must not flash up on a busy instance.
  const empty = dashboards.count === 0 && charts.count === 0;

  return (
    <div className="pn-page pn-home">
      <div className="pn-page-header">
        <Typography.Title level={3} className="pn-page-title">
          {t('Welcome, %s', firstName(user))}
        </Typography.Title>
      </div>
      {empty ? <QuickStartPanel /> : null}
      <div className="pn-home-grid">
        <RecentsCard />
        <FavoritesCard />
      </div>
      <ExamplesCard />
      <DatasetsCard />
    </div>
  );
}
