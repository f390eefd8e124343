import { NotFoundPage, Progress, type WebPlugin, type WebRoute } from '@atrium/web-core';
import { Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { allRoutes } from './builtInRoutes';
import { useRoutePrefetch } from './useRoutePrefetch';
import { ErrorBoundary } from '../shell/ErrorBoundary/ErrorBoundary';

export interface AppRoutesProps {
  plugins: WebPlugin[];
}

/**
 * The plugins' pages, Settings and the 404 page; `/` is the page a plugin puts there (the home
 * plugin's), and goes to the catalog in an app without one.
 */
export function AppRoutes({ plugins }: AppRoutesProps) {
  const routes = allRoutes(plugins);
  return (
    <Routes>
      {!routes.some(route => route.path === '/') && (
        <Route path="/" element={<Navigate to="/catalog" replace />} />
      )}
      {routes.map(route => (
        <Route
          key={route.path}
          path={route.path}
          element={<PageFrame route={route}>{route.element}</PageFrame>}
        />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/** Pages are lazy chunks: a bar while one loads, and a failure stays within the page. */
function PageFrame({ children, route }: { children: ReactNode; route: WebRoute }) {
  const { pathname } = useLocation();
  useRoutePrefetch(route);
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<Progress />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
