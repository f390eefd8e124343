import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import type { ClusterObjects, DetectedError } from '../../../shared/contract';
import { countPods } from '../../../shared/formatResources';
import { ClusterSections } from './ClusterSections';

export interface ClusterPanelProps {
  objects: ClusterObjects;
  errors: DetectedError[];
  defaultExpanded?: boolean;
}

/**
 * Spec 000 §2: one cluster, its pod count and how many pods have errors. The sections render only
 * while the panel is open, so closed clusters cost a header each.
 */
export function ClusterPanel({ objects, errors, defaultExpanded = false }: ClusterPanelProps) {
  const [open, setOpen] = useState(defaultExpanded);
  const contentId = useId();
  const counts = useMemo(() => countPods(objects, errors), [objects, errors]);
  const title = objects.cluster.title ?? objects.cluster.name;
  return (
    <Box
      component="section"
      aria-label={`Cluster ${title}`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <ButtonBase
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => setOpen(value => !value)}
        sx={{
          width: '100%',
          justifyContent: 'flex-start',
          gap: 3,
          p: 2,
          textAlign: 'left',
          '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
        }}
      >
        <Box sx={{ flex: 1 }}>
          <Typography variant="h6" component="h3">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Cluster
          </Typography>
        </Box>
        <Typography aria-label="Pods">{`${counts.pods} pods`}</Typography>
        <Typography
          aria-label="Pods with errors"
          color={counts.podsWithErrors > 0 ? 'error' : undefined}
        >
          {`${counts.podsWithErrors} pods with errors`}
        </Typography>
      </ButtonBase>
      {open && (
        <Box id={contentId} sx={{ p: 2, pt: 0 }}>
          <ClusterSections objects={objects} errors={errors} />
        </Box>
      )}
    </Box>
  );
}
