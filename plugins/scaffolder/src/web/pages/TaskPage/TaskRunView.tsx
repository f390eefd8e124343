import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { useQueryClient } from '@tanstack/react-query';
import { Content, Header, useApiClient } from '@atrium/web-core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { SerializedTask, StepStatus } from '../../../shared/contract';
import { scaffolderTasksQueryKey } from '../../api/taskQueries';
import { cancelTask, retryTask } from '../../api/tasksApi';
import { TaskStatus } from '../../components/TaskStatus/TaskStatus';
import { startOverPath, templateTitle } from './taskTemplate';
import { TaskLog } from './TaskLog';
import { TaskOutputView } from './TaskOutputView';
import { TaskSteps } from './TaskSteps';
import { taskPhase, type StepState, type TaskPhase } from './taskState';
import { useTaskRun } from './useTaskRun';

type Busy = 'cancel' | 'retry' | undefined;

/** A queued task shows as open until a worker starts one of its steps. */
function headerStatus(phase: TaskPhase, task: SerializedTask, steps: StepState[]): StepStatus {
  if (phase !== 'running') return phase;
  const started = steps.some(step => step.status !== 'open');
  return task.status === 'open' && !started ? 'open' : 'processing';
}

/** The run of one task: header, button bar, steps, log and, once finished, output or error. */
export function TaskRunView({ task }: { task: SerializedTask }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { state, streamError, restart } = useTaskRun(task, () => {
    void queryClient.invalidateQueries({ queryKey: scaffolderTasksQueryKey });
  });
  const phase = taskPhase(state, task.status);
  const [selectedStepId, setSelectedStepId] = useState<string>();
  // Until the reader chooses, logs show only for a failure, which they explain.
  const [logsChoice, setLogsChoice] = useState<boolean>();
  const logsVisible = logsChoice ?? phase === 'failed';
  const [buttonBarVisible, setButtonBarVisible] = useState(true);
  const [busy, setBusy] = useState<Busy>();
  const [actionError, setActionError] = useState<string>();

  const run = async (kind: 'cancel' | 'retry') => {
    setBusy(kind);
    setActionError(undefined);
    try {
      if (kind === 'cancel') {
        await cancelTask(api, task.id);
      } else {
        await retryTask(api, task.id);
        restart();
      }
    } catch (error) {
      const verb = kind === 'cancel' ? 'cancel' : 'retry';
      setActionError(
        `Could not ${verb} the task: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      setBusy(undefined);
    }
  };

  const startOver = startOverPath(task);
  const failedStep = state.steps.find(step => step.status === 'failed');
  const selectedStep = state.steps.find(step => step.id === selectedStepId);

  return (
    <>
      <Header title={`Run of ${templateTitle(task)}`} subtitle={`Task ${task.id}`}>
        <TaskStatus status={headerStatus(phase, task, state.steps)} />
      </Header>
      <Content>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
          {buttonBarVisible && (
            <>
              {phase === 'running' && (
                <Button
                  variant="outlined"
                  color="error"
                  disabled={busy !== undefined || state.cancelled}
                  onClick={() => void run('cancel')}
                >
                  {state.cancelled ? 'Cancelling…' : 'Cancel'}
                </Button>
              )}
              {(phase === 'failed' || phase === 'cancelled') && (
                <Button
                  variant="outlined"
                  disabled={busy !== undefined}
                  onClick={() => void run('retry')}
                >
                  Retry
                </Button>
              )}
              {startOver && (
                <Button
                  variant="outlined"
                  disabled={phase === 'running'}
                  onClick={() => void navigate(startOver)}
                >
                  Start Over
                </Button>
              )}
              <Button
                variant="outlined"
                aria-expanded={logsVisible}
                onClick={() => setLogsChoice(!logsVisible)}
              >
                {logsVisible ? 'Hide Logs' : 'Show Logs'}
              </Button>
            </>
          )}
          <Button onClick={() => setButtonBarVisible(visible => !visible)}>
            {buttonBarVisible ? 'Hide Button Bar' : 'Show Button Bar'}
          </Button>
        </Box>
        {actionError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {actionError}
          </Alert>
        )}
        {streamError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {`Stopped following the task: ${streamError.message}`}
          </Alert>
        )}
        {state.error && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {failedStep ? `Step '${failedStep.name}' failed: ` : ''}
            {state.error.message}
          </Alert>
        )}
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 4 }}>
            <TaskSteps
              steps={state.steps}
              selectedStepId={selectedStepId}
              onSelect={setSelectedStepId}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 8 }} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            {state.output && phase === 'completed' && <TaskOutputView output={state.output} />}
            {logsVisible && (
              <TaskLog
                lines={state.log}
                stepId={selectedStepId}
                label={selectedStep ? `Log of ${selectedStep.name}` : 'Log'}
              />
            )}
          </Grid>
        </Grid>
      </Content>
    </>
  );
}
