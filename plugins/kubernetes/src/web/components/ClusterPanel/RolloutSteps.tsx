import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { KubernetesObject } from '../../../shared/contract';
import { canarySteps, isRolloutAborted, isRolloutPaused } from '../../../shared/workloadStatus';

/** Spec 000 §4: a rollout's state and its canary steps; an aborted rollout has no active step. */
export function RolloutSteps({ rollout }: { rollout: KubernetesObject }) {
  const { labels, activeStep } = canarySteps(rollout);
  const aborted = isRolloutAborted(rollout);
  const paused = !aborted && isRolloutPaused(rollout);
  return (
    <Box>
      {aborted && <Typography color="error">Rollout aborted</Typography>}
      {paused && <Typography color="warning.main">Rollout paused</Typography>}
      <Box
        component="ol"
        aria-label="Canary steps"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, pl: 2, m: 0 }}
      >
        {labels.map((label, index) => (
          <Box
            component="li"
            key={index}
            aria-current={index === activeStep ? 'step' : undefined}
            sx={{
              fontWeight: index === activeStep ? 'bold' : undefined,
              color: activeStep !== undefined && index < activeStep ? 'success.main' : undefined,
            }}
          >
            {label}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
