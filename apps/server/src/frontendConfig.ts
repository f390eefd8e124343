import type { FrontendConfig, FrontendHomeConfig } from '@atrium/model';
import type { Config } from '@atrium/server-core';
import { signInProviderIds } from '@atrium/plugin-auth/server';

export interface FrontendConfigOptions {
  /** `app.baseUrl`, parsed. */
  appBaseUrl: URL;
  /** Where the browser calls the API. */
  backendBaseUrl: string;
}

/** What the page is told of the configuration (embedded in it, and at `app-config.json`). */
export function frontendConfig(config: Config, options: FrontendConfigOptions): FrontendConfig {
  return {
    app: {
      title: config.getOptionalString('app.title') ?? 'Atrium',
      baseUrl: options.appBaseUrl.href.replace(/\/$/, ''),
    },
    backend: { baseUrl: options.backendBaseUrl },
    organization: { name: config.getOptionalString('organization.name') ?? 'Atrium' },
    auth: {
      providers: signInProviderIds(config),
      // The custom card signs in without the backend (the token it is given is what calls carry),
      // so only its presence matters; `{}` turns it on as `guest: {}` does for the guest.
      custom: config.getOptional('auth.providers.custom') !== undefined,
      callbackOrigin: originOf(config.getOptionalString('backend.baseUrl')),
      environment: config.getOptionalString('auth.environment'),
      autologout: {
        enabled: config.getOptionalBoolean('auth.autologout.enabled'),
        idleTimeoutMinutes: config.getOptionalNumber('auth.autologout.idleTimeoutMinutes'),
        promptBeforeIdleSeconds: config.getOptionalNumber(
          'auth.autologout.promptBeforeIdleSeconds',
        ),
      },
    },
    kubernetes: {
      frontend: {
        podDelete: {
          enabled: config.getOptionalBoolean('kubernetes.frontend.podDelete.enabled') ?? false,
        },
        podExecTerminal: {
          // Spec 000 names `kubernetes.podExecTerminal`; Backstage configurations also write it
          // under `kubernetes.frontend`, like `podDelete`.
          enabled:
            config.getOptionalBoolean('kubernetes.podExecTerminal.enabled') ??
            config.getOptionalBoolean('kubernetes.frontend.podExecTerminal.enabled') ??
            false,
        },
      },
    },
    techdocs: {
      builder: config.getOptionalString('techdocs.builder') ?? 'local',
      sanitizer: {
        allowedIframeHosts:
          config.getOptionalStringArray('techdocs.sanitizer.allowedIframeHosts') ?? [],
      },
    },
    home: homeConfig(config),
  };
}

/** The home page's widgets; entries without their required fields are left out. */
function homeConfig(config: Config): FrontendHomeConfig {
  const toolkit = (config.getOptionalConfigArray('home.toolkit') ?? []).flatMap(link => {
    const label = link.getOptionalString('label');
    const url = link.getOptionalString('url');
    const icon = link.getOptionalString('icon');
    return label && url ? [{ label, url, ...(icon ? { icon } : {}) }] : [];
  });
  const clocks = (config.getOptionalConfigArray('home.clocks') ?? []).flatMap(clock => {
    const label = clock.getOptionalString('label');
    const timeZone = clock.getOptionalString('timeZone');
    return label && timeZone ? [{ label, timeZone }] : [];
  });
  const text = config.getOptionalString('home.quickStart.text');
  const title = config.getOptionalString('home.quickStart.title');
  const linkLabel = config.getOptionalString('home.quickStart.link.label');
  const linkUrl = config.getOptionalString('home.quickStart.link.url');
  const quickStart = text
    ? {
        text,
        ...(title ? { title } : {}),
        ...(linkUrl ? { link: { label: linkLabel ?? linkUrl, url: linkUrl } } : {}),
      }
    : undefined;
  return { toolkit, clocks, ...(quickStart ? { quickStart } : {}) };
}

function originOf(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
