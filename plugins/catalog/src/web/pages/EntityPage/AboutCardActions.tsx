import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import SvgIcon from '@mui/material/SvgIcon';
import Tooltip from '@mui/material/Tooltip';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getCompoundEntityRef, stringifyEntityRef, type Entity } from '@atrium/model';
import { ResponseError, useAlerts, useApiClient } from '@atrium/web-core';
import { Link as RouterLink } from 'react-router';
import { entityQueryOptions } from '../../queries';
import { CATALOG_PLUGIN_ID } from '../../../shared/constants';
import { canRefresh, docsPath, editUrl, viewSourceUrl } from './aboutCardLinks';

// The Material icons package is not a dependency; these are its code, description, pencil and
// refresh icons.
const CODE = 'M9.4 16.6 4.8 12l4.6-4.6L8 6l-6 6 6 6zm5.2 0 4.6-4.6-4.6-4.6L16 6l6 6-6 6z';
const DESCRIPTION =
  'M14 2H6c-1.1 0-1.99.9-1.99 2L4 20c0 1.1.89 2 1.99 2H18c1.1 0 2-.9 2-2V8zm2 16H8v-2h8zm0-4H8v-2h8zm-3-5V3.5L18.5 9z';
const EDIT =
  'M3 17.25V21h3.75L17.81 9.94l-3.75-3.75zM20.71 7.04c.39-.39.39-1.02 0-1.41l-2.34-2.34a.996.996 0 0 0-1.41 0l-1.83 1.83 3.75 3.75z';
const REFRESH =
  'M17.65 6.35C16.2 4.9 14.21 4 12 4c-4.42 0-7.99 3.58-7.99 8s3.57 8 7.99 8c3.73 0 6.84-2.55 7.73-6h-2.08c-.82 2.33-3.04 4-5.65 4-3.31 0-6-2.69-6-6s2.69-6 6-6c1.66 0 3.14.69 4.22 1.78L13 11h7V4z';

export const NO_SOURCE_REASON =
  'No source to view: the entity has no backstage.io/view-url annotation or url: source location';
export const NO_DOCS_REASON =
  'No docs: the entity has no backstage.io/techdocs-ref or backstage.io/techdocs-entity annotation';
export const NO_EDIT_REASON = 'Not editable: the entity has no backstage.io/edit-url annotation';
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
        icon={CODE}
        href={source}
        disabledReason={NO_SOURCE_REASON}
      />
      <AboutAction label="View docs" icon={DESCRIPTION} to={docs} disabledReason={NO_DOCS_REASON} />
      <AboutAction label="Edit metadata" icon={EDIT} href={edit} disabledReason={NO_EDIT_REASON} />
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

  if (!canRefresh(entity)) {
    return <AboutAction label="Refresh entity" icon={REFRESH} disabledReason={NO_REFRESH_REASON} />;
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
            <SvgIcon fontSize="small">
              <path d={REFRESH} />
            </SvgIcon>
          )}
        </IconButton>
      </span>
    </Tooltip>
  );
}

interface AboutActionProps {
  label: string;
  /** An SVG path in a 24×24 box. */
  icon: string;
  /** A page of another site, opened in a new tab. */
  href?: string;
  /** A page of the app. */
  to?: string;
  /** Shown as the tooltip when neither `href` nor `to` is given. */
  disabledReason: string;
}

function AboutAction({ label, icon, href, to, disabledReason }: AboutActionProps) {
  const svg = (
    <SvgIcon fontSize="small">
      <path d={icon} />
    </SvgIcon>
  );
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
