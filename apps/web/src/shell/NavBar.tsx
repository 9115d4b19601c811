/** The compact top bar: brand, main menu (behind a button on a phone) and the user menu. */
import {
  DownOutlined,
  InfoCircleOutlined,
  LogoutOutlined,
  PlusOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, Layout, Menu } from 'antd';
import type { MenuProps } from 'antd';
import { Suspense, lazy, useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { BootstrapUser } from '../api/types';
import { useLogOut } from '../auth/useLogOut';
import { useIsPhone } from '../components/useIsPhone';
import { t } from '../i18n/t';
import { PATHS } from '../routes/paths';
import { useAppSelector } from '../store/hooks';
import { useUploadMenu } from '../features/uploads';
import { LogoMark } from './LogoMark';
import { isNavGroup, navEntries, selectedNavKeys, visibleNavEntries } from './navItems';
import type { NavEntry } from './navItems';

/** Phones only: loaded when the bar is drawn on a phone, so the desktop shell does not carry it. */
const NavDrawer = lazy(() => import('./NavDrawer').then((m) => ({ default: m.NavDrawer })));

type MenuItems = NonNullable<MenuProps['items']>;

function toMenuItems(entries: NavEntry[]): MenuItems {
  return entries.map((entry) =>
    isNavGroup(entry)
      ? { key: entry.key, label: entry.label, children: toMenuItems(entry.children) }
      : { key: entry.key, label: <Link to={entry.path}>{entry.label}</Link> },
  );
}

/** "Ada Lovelace", or the username when the profile has no name. */
export function displayName(
  user: Pick<BootstrapUser, 'first_name' | 'last_name' | 'username'>,
): string {
  const full = `${user.first_name} ${user.last_name}`.trim();
  return full === '' ? user.username : full;
}

export function NavBar({ user }: { user: BootstrapUser }) {
  const { pathname } = useLocation();
  const permissions = useAppSelector((state) => state.common.permissions);
  const featureFlags = useAppSelector((state) => state.common.featureFlags);
  const entries = useMemo(
    () =>
      visibleNavEntries(
        navEntries(),
        (permission, view) => permissions.some(([p, v]) => p === permission && v === view),
        (flag) => featureFlags[flag] === true,
      ),
    [permissions, featureFlags],
  );
  const items = useMemo(() => toMenuItems(entries), [entries]);
  const selected = selectedNavKeys(entries, pathname);
  const phone = useIsPhone();

  const navigate = useNavigate();
  const upload = useUploadMenu();
  const canAddChart = permissions.some(([p, v]) => p === 'can_write' && v === 'Chart');
  // The "+" menu: new things to make (Superset's right-hand menu).
  const newItems: MenuItems = [
    ...(canAddChart
      ? [{ key: 'new-chart', label: t('Chart'), onClick: () => void navigate(PATHS.chartAdd) }]
      : []),
    ...(upload.items.length ? [{ key: 'new-data', label: t('Data'), children: upload.items }] : []),
  ];

  const { logOut } = useLogOut();
  const userItems: MenuItems = [
    {
      key: 'info',
      icon: <InfoCircleOutlined />,
      label: t('Info'),
      onClick: () => void navigate(PATHS.profile),
    },
    { key: 'logout', icon: <LogoutOutlined />, label: t('Logout'), onClick: logOut },
  ];

  return (
    <Layout.Header className="pn-header">
      {phone && (
        <Suspense fallback={null}>
          <NavDrawer items={items} selectedKeys={selected} />
        </Suspense>
      )}
      <Link to={PATHS.home} className="pn-brand" aria-label={t('Panorama home')}>
        <LogoMark size={26} />
        <span className="pn-brand-name">{t('Panorama')}</span>
      </Link>
      {phone ? (
        <span className="pn-main-nav" />
      ) : (
        <nav className="pn-main-nav" aria-label={t('Main')}>
          <Menu mode="horizontal" items={items} selectedKeys={selected} className="pn-menu" />
        </nav>
      )}
      {newItems.length > 0 && (
        <Dropdown menu={{ items: newItems }} trigger={['click']} placement="bottomRight">
          <Button
            type="text"
            className="pn-new-button"
            data-testid="new-menu"
            aria-label={t('Create new')}
            icon={<PlusOutlined />}
          />
        </Dropdown>
      )}
      {upload.modal}
      <Dropdown menu={{ items: userItems }} trigger={['click']} placement="bottomRight">
        <Button
          type="text"
          className="pn-user-button"
          data-testid="user-menu"
          icon={<UserOutlined />}
        >
          <span className="pn-user-name">{displayName(user)}</span>
          <DownOutlined className="pn-user-caret" />
        </Button>
      </Dropdown>
    </Layout.Header>
  );
}
