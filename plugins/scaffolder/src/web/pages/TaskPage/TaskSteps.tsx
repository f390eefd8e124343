import { useNow } from '@atrium/web-core';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { TaskStatus } from '../../components/TaskStatus/TaskStatus';
import { formatDuration } from '../../components/time/formatDuration';
import type { StepState } from './taskState';

export interface TaskStepsProps {
  steps: StepState[];
  /** The step whose log is shown; all steps' when undefined. */
  selectedStepId?: string;
  onSelect(stepId: string | undefined): void;
}

/** The steps in template order, each with its status and how long it ran (or runs: it ticks). */
export function TaskSteps({ steps, selectedStepId, onSelect }: TaskStepsProps) {
  const running = steps.some(step => step.status === 'processing');
  const now = useNow(1000, running);
  return (
    <Paper component="nav" aria-label="Steps">
      <List dense disablePadding>
        {steps.map(step => {
          const selected = step.id === selectedStepId;
          return (
            <ListItemButton
              key={step.id}
              selected={selected}
              aria-current={selected ? 'step' : undefined}
              // A second click on the selected step goes back to the whole log.
              onClick={() => onSelect(selected ? undefined : step.id)}
            >
              <ListItemText
                primary={step.name}
                secondary={<TaskStatus status={step.status} />}
                slotProps={{ secondary: { component: 'span' } }}
              />
              <Typography variant="body2" color="text.secondary" sx={{ ml: 2 }}>
                {stepDuration(step, now)}
              </Typography>
            </ListItemButton>
          );
        })}
      </List>
    </Paper>
  );
}

function stepDuration(step: StepState, now: number): string {
  if (!step.startedAt) return '';
  const start = Date.parse(step.startedAt);
  const end = step.endedAt ? Date.parse(step.endedAt) : now;
  return formatDuration(end - start);
}
