import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink, useInRouterContext } from 'react-router';
import { isExternalUrl, isJavaScriptUrl } from './urls';

export interface LinkProps extends Omit<MuiLinkProps, 'href'> {
  href: string;
  children?: ReactNode;
}

/**
 * An anchor that refuses `javascript:` URLs (spec 001 §5): such a link renders its text only, so
 * entity metadata written by anyone cannot run script in a viewer's session. Links to other http(s)
 * origins open in a new tab without giving that tab a handle on this window.
 */
export function Link({ href, children, ...rest }: LinkProps) {
  const inRouter = useInRouterContext();
  if (isJavaScriptUrl(href)) {
    return <span>{children}</span>;
  }
  // Paths of the app go through the router: no page reload, and the base path is applied.
  if (inRouter && href.startsWith('/') && !href.startsWith('//')) {
    return (
      <MuiLink component={RouterLink} to={href} {...rest}>
        {children}
      </MuiLink>
    );
  }
  const external = isExternalUrl(href);
  return (
    <MuiLink
      href={href}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...rest}
    >
      {children}
    </MuiLink>
  );
}
