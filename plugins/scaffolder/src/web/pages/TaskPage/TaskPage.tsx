import { useQuery } from '@tanstack/react-query';
import {
  Content,
  ErrorPanel,
  Header,
  Page,
  Progress,
  ResponseError,
  useApiClient,
  WarningPanel,
} from '@atrium/web-core';
import { useParams } from 'react-router';
import { taskQueryOptions } from '../../api/taskQueries';
import { TaskRunView } from './TaskRunView';

/** `/create/tasks/:taskId`: follows one task as it runs (spec 001 §2 "Ongoing task page"). */
export function TaskPage() {
  const { taskId = '' } = useParams();
  const api = useApiClient();
  const query = useQuery(taskQueryOptions(api, taskId));

  if (query.data) {
    return (
      <Page>
        <TaskRunView key={query.data.id} task={query.data} />
      </Page>
    );
  }
  return (
    <Page>
      <Header title="Task" subtitle={`Task ${taskId}`} />
      <Content>
        {query.isPending ? <Progress /> : <TaskLoadError error={query.error} taskId={taskId} />}
      </Content>
    </Page>
  );
}

function TaskLoadError({ error, taskId }: { error: Error | null; taskId: string }) {
  if (error instanceof ResponseError && error.statusCode === 404) {
    return (
      <WarningPanel
        severity="warning"
        title="Task not found"
        message={`There is no task with the id ${taskId}.`}
        defaultExpanded
      />
    );
  }
  if (error instanceof ResponseError && error.statusCode === 403) {
    return (
      <WarningPanel
        severity="error"
        title="Not allowed"
        message="You do not have permission to view this task."
        defaultExpanded
      />
    );
  }
  return error ? <ErrorPanel error={error} title="Could not load the task" /> : null;
}
