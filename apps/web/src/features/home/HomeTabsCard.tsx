/** A home page card whose body is tabs; a tab's list is mounted (and fetched) only while open. */
import { Card, Tabs, type TabsProps } from 'antd';
import type { ReactNode } from 'react';

export interface HomeTabsCardProps {
  testId: string;
  icon: ReactNode;
  title: string;
  tabs: TabsProps['items'];
}

export function HomeTabsCard({ testId, icon, title, tabs }: HomeTabsCardProps) {
  return (
    <Card
      className="pn-home-card"
      data-testid={testId}
      title={
        <span>
          {icon} {title}
        </span>
      }
    >
      <Tabs destroyOnHidden items={tabs} />
    </Card>
  );
}
