import type { FrontendConfig } from '@atrium/model';
import { createContext, useContext, useState, type ReactNode } from 'react';
import type { ApiClient } from '../client/createApiClient';
import {
  createPermissionClient,
  type PermissionClient,
} from '../permissions/createPermissionClient';

// The type lives in the model, shared with the server that embeds it in the page.
export type { FrontendConfig };

interface AppContextValue {
  config: FrontendConfig;
  api: ApiClient;
  permissions: PermissionClient;
}

const AppContext = createContext<AppContextValue | undefined>(undefined);

export interface AppContextProviderProps {
  config: FrontendConfig;
  api: ApiClient;
  /** Made from `api` when not given. */
  permissions?: PermissionClient;
  children: ReactNode;
}

/**
 * Gives every page the configuration, the API client and the permission client, without globals
 * or module mocks.
 */
export function AppContextProvider({
  config,
  api,
  permissions,
  children,
}: AppContextProviderProps) {
  const [ownPermissions] = useState(() => permissions ?? createPermissionClient({ api }));
  return (
    <AppContext.Provider value={{ config, api, permissions: permissions ?? ownPermissions }}>
      {children}
    </AppContext.Provider>
  );
}

function useAppContext(): AppContextValue {
  const value = useContext(AppContext);
  if (!value)
    throw new Error(
      'useAppConfig, useApiClient and usePermission need an AppContextProvider above them',
    );
  return value;
}

export function useAppConfig(): FrontendConfig {
  return useAppContext().config;
}

export function useApiClient(): ApiClient {
  return useAppContext().api;
}

export function usePermissionClient(): PermissionClient {
  return useAppContext().permissions;
}
