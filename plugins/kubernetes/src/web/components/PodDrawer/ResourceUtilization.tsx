import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PodStatusMetrics, ResourceUsage } from '../../../shared/contract';
import {
  formatCpu,
  formatMemory,
  utilizationLevel,
  utilizationPercent,
} from '../../../shared/formatResources';
import { UsageBar } from './UsageBar';

function bars(name: string, usage: ResourceUsage, format: (value: string | number) => string) {
  return (['requestTotal', 'limitTotal'] as const).map(total => {
    const percent = utilizationPercent(usage.currentUsage, usage[total]);
    if (percent === undefined) return null;
    const of = total === 'requestTotal' ? 'requests' : 'limits';
    return (
      <UsageBar
        key={`${name}-${of}`}
        label={`${name}: ${percent}% of ${of}`}
        percent={percent}
        level={utilizationLevel(percent)}
        text={`${format(usage.currentUsage)} of ${format(usage[total])}`}
      />
    );
  });
}

/** Spec 000 §2, §9: the pod's CPU in millicores and memory in MiB against requests and limits. */
export function ResourceUtilization({ metrics }: { metrics: PodStatusMetrics }) {
  return (
    <Box component="section" aria-label="Resource utilization" sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="h6" component="h3">
        Resource utilization
      </Typography>
      {bars('CPU', metrics.cpu, formatCpu)}
      {bars('Memory', metrics.memory, formatMemory)}
    </Box>
  );
}
