import { createContext, useContext } from 'react';
import type { ClusterTokenLookup } from './api';

const noToken: ClusterTokenLookup = () => Promise.resolve(undefined);

/** The user's token for each cluster of the tab, for the calls that go through the proxy. */
export const ClusterTokenContext = createContext<ClusterTokenLookup>(noToken);

export function useClusterToken(): ClusterTokenLookup {
  return useContext(ClusterTokenContext);
}
