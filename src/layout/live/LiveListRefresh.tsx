import { useListContext } from 'react-admin';
import { useLiveRefresh } from './useLiveRefresh';

/** Inside a list: reads its pages again now and then (useLiveRefresh), not while the person edits. */
export const LiveListRefresh = () => {
  const { refetch } = useListContext();
  useLiveRefresh(refetch);
  return null;
};
