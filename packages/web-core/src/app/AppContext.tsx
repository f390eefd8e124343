import type { FrontendConfig } from '@atrium/model';
import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from '../client/createApiClient';

// The type lives in the model, shared with the server that embeds it in the page.
export type { FrontendConfig };

interface AppContextValue {
  config: FrontendConfig;
  api: ApiClient;
}

const AppContext = createContext<AppContextValue | undefined>(undefined);

export interface AppContextProviderProps {
  config: FrontendConfig;
  api: ApiClient;
  children: ReactNode;
}

/** Gives every page the configuration and the API client, without globals or module mocks. */
export function AppContextProvider({ config, api, children }: AppContextProviderProps) {
  return <AppContext.Provider value={{ config, api }}>{children}</AppContext.Provider>;
}

function useAppContext(): AppContextValue {
  const value = useContext(AppContext);
  if (!value)
    throw new Error('useAppConfig and useApiClient need an AppContextProvider above them');
  return value;
}

export function useAppConfig(): FrontendConfig {
  return useAppContext().config;
}

export function useApiClient(): ApiClient {
  return useAppContext().api;
}
