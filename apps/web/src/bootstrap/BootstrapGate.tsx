/** Loads the bootstrap payload once at startup and holds the UI until it is known who is signed in. */
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { errorMessage } from '../api/errorMessage';
import { ErrorResult } from '../components/ErrorResult';
import { t } from '../i18n/t';
import { FullPageLoading } from '../shell/FullPageLoading';
import { useGetBootstrapDataQuery } from './bootstrapApi';

export function BootstrapGate({ children }: { children: ReactNode }) {
  const { isLoading, error, refetch } = useGetBootstrapDataQuery();

  if (isLoading) return <FullPageLoading />;
  // 401 only means "nobody is signed in": the user slice stays empty and routes show the login page.
  if (error !== undefined && !('status' in error && error.status === 401)) {
    return (
      <div className="pn-fullpage-center">
        <ErrorResult
          title={t('Panorama could not start')}
          subTitle={errorMessage(error)}
          extra={
            <Button type="primary" onClick={() => void refetch()}>
              {t('Try again')}
            </Button>
          }
        />
      </div>
    );
  }
  return children;
}
