/**
 * The main menu on a phone: a button at the start of the top bar that opens the menu in a
 * drawer, since the horizontal menu has no room beside the brand and the user menu.
 */
import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Menu } from 'antd';
import type { MenuProps } from 'antd';
import { useState } from 'react';
import { t } from '../i18n/t';

export function NavDrawer({
  items,
  selectedKeys,
}: {
  items: NonNullable<MenuProps['items']>;
  selectedKeys: string[];
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="text"
        className="pn-nav-menu-button"
        data-testid="nav-menu-button"
        aria-label={t('Main menu')}
        aria-expanded={open}
        icon={<MenuOutlined />}
        onClick={() => setOpen(true)}
      />
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        placement="left"
        size={280}
        title={t('Panorama')}
        rootClassName="pn-nav-drawer"
        data-testid="nav-drawer"
      >
        <nav aria-label={t('Main')}>
          {/* Following a link closes the drawer; opening a group keeps it open. */}
          <Menu
            mode="inline"
            items={items}
            selectedKeys={selectedKeys}
            onClick={() => setOpen(false)}
          />
        </nav>
      </Drawer>
    </>
  );
}
