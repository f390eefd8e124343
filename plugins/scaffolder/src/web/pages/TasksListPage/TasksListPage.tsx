import Alert from '@mui/material/Alert';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Content,
  ErrorPanel,
  formatRelativeTime,
  Header,
  Link,
  Page,
  Table,
  useApiClient,
  useSession,
  type TableColumn,
  useNow,
} from '@atrium/web-core';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { SerializedTask } from '../../../shared/contract';
import { tasksQueryOptions } from '../../api/taskQueries';
import { EntityLink } from '../../components/EntityLink/EntityLink';
import { TaskStatus } from '../../components/TaskStatus/TaskStatus';
import { templateTitle } from '../TaskPage/taskTemplate';

type Owner = 'owned' | 'all';

const PAGE_SIZES = [5, 10, 20, 50, 100];
const DEFAULT_PAGE_SIZE = 10;

function readView(params: URLSearchParams) {
  const owner: Owner = params.get('owner') === 'all' ? 'all' : 'owned';
  const size = Number(params.get('pageSize'));
  const pageSize = PAGE_SIZES.includes(size) ? size : DEFAULT_PAGE_SIZE;
  const page = Math.max(0, Math.floor(Number(params.get('page')) || 0));
  return { owner, pageSize, page };
}

function columns(now: number): TableColumn<SerializedTask>[] {
  return [
    {
      id: 'id',
      title: 'Task ID',
      field: 'id',
      render: task => <Link href={`/create/tasks/${encodeURIComponent(task.id)}`}>{task.id}</Link>,
    },
    {
      id: 'template',
      title: 'Template',
      field: task => templateTitle(task),
      render: task => {
        const ref = task.spec.templateInfo?.entityRef;
        return ref ? (
          <EntityLink entityRef={ref}>{templateTitle(task)}</EntityLink>
        ) : (
          templateTitle(task)
        );
      },
    },
    {
      id: 'created',
      title: 'Created',
      field: 'createdAt',
      render: task => (
        <time dateTime={task.createdAt} title={task.createdAt}>
          {formatRelativeTime(new Date(task.createdAt), now)}
        </time>
      ),
    },
    {
      id: 'owner',
      title: 'Owner',
      field: 'createdBy',
      render: task =>
        task.createdBy ? <EntityLink entityRef={task.createdBy} defaultKind="user" /> : '',
    },
    {
      id: 'status',
      title: 'Status',
      field: 'status',
      render: task => <TaskStatus status={task.status} />,
    },
  ];
}

/** `/create/tasks`: the tasks of the signed-in user, or everyone's, newest first, paged by the server. */
export function TasksListPage() {
  const api = useApiClient();
  const userRef = useSession()?.identity.userEntityRef;
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readView(searchParams);
  const ownedWithoutUser = view.owner === 'owned' && !userRef;
  const query = useQuery({
    ...tasksQueryOptions(api, {
      createdBy: view.owner === 'owned' ? userRef : undefined,
      limit: view.pageSize,
      offset: view.page * view.pageSize,
    }),
    enabled: !ownedWithoutUser,
    placeholderData: keepPreviousData,
  });
  // 'Created 5 minutes ago' stays true while the page is open.
  const now = useNow(60_000);
  const tableColumns = useMemo(() => columns(now), [now]);

  const update = (changes: Partial<{ owner: Owner; pageSize: number; page: number }>) => {
    const next = { ...view, page: 0, ...changes };
    setSearchParams(
      { owner: next.owner, pageSize: String(next.pageSize), page: String(next.page) },
      { replace: true },
    );
  };

  const total = query.data?.totalTasks;
  const hasNext = total !== undefined && (view.page + 1) * view.pageSize < total;

  return (
    <Page>
      <Header title="List template tasks" subtitle="All tasks that have been started" />
      <Content>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view.owner}
          aria-label="Task owner"
          onChange={(_event, value: Owner | null) => value && update({ owner: value })}
          sx={{ mb: 2 }}
        >
          <ToggleButton value="owned">Owned</ToggleButton>
          <ToggleButton value="all">All</ToggleButton>
        </ToggleButtonGroup>
        {ownedWithoutUser && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            Owned tasks need a signed-in user; choose All to see every task.
          </Alert>
        )}
        {query.error ? (
          <ErrorPanel error={query.error} title="Could not load the tasks" />
        ) : (
          <Table
            title="Tasks"
            columns={tableColumns}
            data={query.data?.tasks ?? []}
            isLoading={query.isFetching}
            getRowId={task => task.id}
            pagination={{
              mode: 'cursor',
              pageSize: view.pageSize,
              totalItems: total,
              onPageSizeChange: size => update({ pageSize: size }),
              onPrevious: view.page > 0 ? () => update({ page: view.page - 1 }) : undefined,
              onNext: hasNext ? () => update({ page: view.page + 1 }) : undefined,
            }}
          />
        )}
      </Content>
    </Page>
  );
}
