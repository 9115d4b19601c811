/** The primary "+ Thing" button at the top right of a list page. */
import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import type { ListPermissions } from './listPermissions';

export interface CreateButtonProps {
  label: string;
  testId: string;
  onClick: () => void;
  loading?: boolean;
}

export function CreateButton({ label, testId, onClick, loading }: CreateButtonProps) {
  return (
    <Button
      type="primary"
      icon={<PlusOutlined />}
      loading={loading}
      onClick={onClick}
      data-testid={testId}
    >
      {label}
    </Button>
  );
}

/** Header buttons shown only to users who may write: the create button, after any `before`. */
export function writerCreateButton(
  props: CreateButtonProps,
  before?: ReactNode,
): (permissions: ListPermissions) => ReactNode {
  return (permissions) =>
    permissions.canWrite ? (
      <>
        {before}
        <CreateButton {...props} />
      </>
    ) : null;
}
