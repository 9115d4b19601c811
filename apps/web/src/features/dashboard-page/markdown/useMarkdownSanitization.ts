/** The server's markdown sanitisation settings, from the bootstrap payload in the app's store. */
import { useMemo } from 'react';
import { bootstrapApi } from '../../../bootstrap/bootstrapApi';
import { useAppSelector } from '../../../store/hooks';
import { markdownSanitizationOf, type MarkdownSanitization } from './markdownSanitization';

const selectBootstrap = bootstrapApi.endpoints.getBootstrapData.select();

export function useMarkdownSanitization(): MarkdownSanitization {
  const conf = useAppSelector((state) => selectBootstrap(state).data?.conf);
  return useMemo(() => markdownSanitizationOf(conf), [conf]);
}
