import { Link } from '@atrium/web-core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { stringify } from 'yaml';
import type { ClusterAttributes, KubernetesObject } from '../../../shared/contract';
import { formatClusterLink } from '../../../shared/formatClusterLink';
import { DASHBOARD_LINK_ERROR, OPEN_DASHBOARD_LINK } from '../../../shared/messages';

export interface ObjectDrawerProps {
  cluster: ClusterAttributes;
  object: KubernetesObject;
  kind: string;
  onClose: () => void;
  /** What the drawer shows of the object besides its YAML. */
  children?: ReactNode;
}

function DashboardLink({ cluster, object, kind }: Omit<ObjectDrawerProps, 'onClose'>) {
  let href: string | undefined;
  try {
    href = formatClusterLink({ ...cluster, object, kind });
  } catch {
    // Spec 000 §8: a misconfigured dashboard is one message, the details are the admin's.
    return <Typography color="error">{DASHBOARD_LINK_ERROR}</Typography>;
  }
  return href ? <Link href={href}>{OPEN_DASHBOARD_LINK}</Link> : null;
}

/** Spec 000 §2: an object's details in a right-side drawer, with a YAML toggle. */
export function ObjectDrawer({ cluster, object, kind, onClose, children }: ObjectDrawerProps) {
  const [yaml, setYaml] = useState(false);
  const name = object.metadata?.name ?? '';
  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{ paper: { role: 'dialog', 'aria-label': `${kind} ${name}` } }}
    >
      <Box sx={{ width: { xs: '100vw', md: '50vw' }, p: 2, display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box sx={{ flex: 1 }}>
            <Typography variant="h5" component="h2">
              {name}
            </Typography>
            <Typography color="text.secondary">
              {kind}
              {object.metadata?.namespace && ` in ${object.metadata.namespace}`}
            </Typography>
          </Box>
          <Button aria-pressed={yaml} onClick={() => setYaml(value => !value)}>
            YAML
          </Button>
          <Button onClick={onClose}>Close</Button>
        </Box>
        <DashboardLink cluster={cluster} object={object} kind={kind} />
        {yaml ? (
          <Box
            component="pre"
            aria-label="YAML"
            sx={{ bgcolor: 'action.hover', p: 1, overflow: 'auto', m: 0 }}
          >
            {stringify(object)}
          </Box>
        ) : (
          children
        )}
      </Box>
    </Drawer>
  );
}
