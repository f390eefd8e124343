import CodeIcon from '@mui/icons-material/Code';
import DescriptionIcon from '@mui/icons-material/Description';
import EditIcon from '@mui/icons-material/Edit';
import RefreshIcon from '@mui/icons-material/Refresh';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  catalogPermissions,
  getCompoundEntityRef,
  stringifyEntityRef,
  type Entity,
} from '@atrium/model';
import { ResponseError, useAlerts, useApiClient, usePermission } from '@atrium/web-core';
import { Link as RouterLink } from 'react-router';
import { entityQueryOptions } from '../../queries';
import { CATALOG_PLUGIN_ID } from '../../../shared/constants';
import { canRefresh, docsPath, editUrl, viewSourceUrl } from './aboutCardLinks';

export const NO_SOURCE_REASON =
  'No source to view: the entity has no backstage.io/view-url annotation or url: source location';
export const NO_DOCS_REASON =
  'No docs: the entity has no backstage.io/techdocs-ref or backstage.io/techdocs-entity annotation';
export const NO_EDIT_REASON = 'Not editable: the entity has no backstage.io/edit-url annotation';
export const NOT_PERMITTED_REASON = 'You are not allowed to refresh this entity';
export const NO_REFRESH_REASON =
  'Only entities read from a url: or file: location can be refreshed';

/**
 * View source, docs, edit and refresh, as icon buttons. One that does not apply to the entity is
 * shown disabled, with the reason as its tooltip, so people learn which annotation enables it.
 */
export function AboutCardActions({ entity }: { entity: Entity }) {
  const source = viewSourceUrl(entity);
  const docs = docsPath(entity);
  const edit = editUrl(entity);
  return (
    <Stack direction="row" spacing={0.5}>
      <AboutAction
        label="View source"
        icon={CodeIcon}
        href={source}
        disabledReason={NO_SOURCE_REASON}
      />
      <AboutAction
        label="View docs"
        icon={DescriptionIcon}
        to={docs}
        disabledReason={NO_DOCS_REASON}
      />
      <AboutAction
        label="Edit metadata"
        icon={EditIcon}
        href={edit}
        disabledReason={NO_EDIT_REASON}
      />
      <RefreshAction entity={entity} />
    </Stack>
  );
}

/**
 * Asks the catalog to read the entity's location again, then refetches the entity so the page
 * shows what was read. The catalog answers once the refresh is processed.
 */
function RefreshAction({ entity }: { entity: Entity }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const alerts = useAlerts();
  const entityRef = stringifyEntityRef(entity);
  const refresh = useMutation({
    // The answer has no body worth reading: only its status says whether the refresh happened.
    mutationFn: async () => {
      const response = await api.fetch(CATALOG_PLUGIN_ID, '/refresh', {
        method: 'POST',
        body: { entityRef },
      });
      if (!response.ok) throw await ResponseError.fromResponse(response);
    },
    // Returned, so the button stays busy until the new state has been fetched.
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: entityQueryOptions(api, getCompoundEntityRef(entity)).queryKey,
      }),
    onError: error =>
      alerts.post(`Could not refresh ${entityRef}: ${error.message}`, { severity: 'error' }),
  });

  const permitted = usePermission({
    permission: catalogPermissions.entityRefresh,
    resourceRef: entityRef,
  });

  if (!canRefresh(entity) || !permitted.allowed) {
    return (
      <AboutAction
        label="Refresh entity"
        icon={RefreshIcon}
        disabledReason={canRefresh(entity) ? NOT_PERMITTED_REASON : NO_REFRESH_REASON}
      />
    );
  }
  return (
    <Tooltip title="Refresh entity" describeChild>
      {/* The span keeps the tooltip working while the button is disabled during the refresh. */}
      <span>
        <IconButton
          size="small"
          aria-label="Refresh entity"
          aria-busy={refresh.isPending}
          disabled={refresh.isPending}
          onClick={() => refresh.mutate()}
        >
          {refresh.isPending ? (
            <CircularProgress size={20} aria-label="Refreshing" />
          ) : (
            <RefreshIcon fontSize="small" />
          )}
        </IconButton>
      </span>
    </Tooltip>
  );
}

interface AboutActionProps {
  label: string;
  icon: typeof CodeIcon;
  /** A page of another site, opened in a new tab. */
  href?: string;
  /** A page of the app. */
  to?: string;
  /** Shown as the tooltip when neither `href` nor `to` is given. */
  disabledReason: string;
}

function AboutAction({ label, icon: Icon, href, to, disabledReason }: AboutActionProps) {
  const svg = <Icon fontSize="small" />;
  if (href !== undefined) {
    return (
      <Tooltip title={label}>
        <IconButton
          size="small"
          aria-label={label}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
        >
          {svg}
        </IconButton>
      </Tooltip>
    );
  }
  if (to !== undefined) {
    return (
      <Tooltip title={label}>
        <IconButton size="small" aria-label={label} component={RouterLink} to={to}>
          {svg}
        </IconButton>
      </Tooltip>
    );
  }
  return (
    // A disabled button gets no pointer events: the span around it shows the tooltip.
    <Tooltip title={disabledReason} describeChild>
      <span>
        <IconButton size="small" aria-label={label} disabled>
          {svg}
        </IconButton>
      </span>
    </Tooltip>
  );
}
