import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link as RouterLink, useInRouterContext } from 'react-router';
import { GLOBAL_CLASSES } from '../../styles/globalClasses';
import { isExternalUrl, isJavaScriptUrl } from './urls';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children?: ReactNode;
}

/**
 * An anchor that refuses `javascript:` URLs (spec 001 §5): such a link renders its text only, so
 * entity metadata written by anyone cannot run script in a viewer's session. Links to other http(s)
 * origins open in a new tab without giving that tab a handle on this window. A plain anchor with
 * the app's link class: pages show links by the dozen.
 */
export function Link({ href, children, className, ...rest }: LinkProps) {
  const inRouter = useInRouterContext();
  if (isJavaScriptUrl(href)) {
    return <span>{children}</span>;
  }
  const classes = className ? `${GLOBAL_CLASSES.link} ${className}` : GLOBAL_CLASSES.link;
  // Paths of the app go through the router: no page reload, and the base path is applied.
  if (inRouter && href.startsWith('/') && !href.startsWith('//')) {
    return (
      <RouterLink to={href} className={classes} {...rest}>
        {children}
      </RouterLink>
    );
  }
  const external = isExternalUrl(href);
  return (
    <a
      href={href}
      className={classes}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...rest}
    >
      {children}
    </a>
  );
}
