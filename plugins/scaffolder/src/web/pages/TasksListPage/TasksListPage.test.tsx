import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SerializedTask } from '../../../shared/contract';
import { createFakeScaffolderFetch } from '../../testing/createFakeScaffolderFetch';
import { taskFixture } from '../../testing/fixtures';
import { renderScaffolderRoute } from '../../testing/renderScaffolderRoute';
import { TasksListPage } from './TasksListPage';

const mine = taskFixture({ id: 'task-mine', status: 'completed' });
const theirs = taskFixture({
  id: 'task-theirs',
  status: 'failed',
  createdBy: 'user:default/ada',
  spec: { ...taskFixture().spec, templateInfo: { entityRef: 'template:default/docs-site' } },
});

function renderList(url = '/create/tasks') {
  const fake = createFakeScaffolderFetch({
    '/v2/tasks': ({ url }) => {
      const createdBy = url.searchParams.get('createdBy');
      const all: SerializedTask[] = [mine, theirs];
      const tasks = createdBy ? all.filter(task => task.createdBy === createdBy) : all;
      return { tasks, totalTasks: createdBy ? tasks.length : 23 };
    },
  });
  renderScaffolderRoute(<TasksListPage />, { path: '/create/tasks', url, fetch: fake.fetch });
  return fake;
}

function rows() {
  return screen.getAllByRole('row').slice(1);
}

describe('TasksListPage', () => {
  it("lists the signed-in user's own tasks by default", async () => {
    const fake = renderList();
    expect(await screen.findByRole('link', { name: 'task-mine' })).toBeDefined();
    const request = fake.requestsTo('/v2/tasks')[0];
    expect(request?.url.searchParams.get('createdBy')).toBe('user:default/guest');
    expect(request?.url.searchParams.get('limit')).toBe('10');
    expect(request?.url.searchParams.get('offset')).toBe('0');
    expect(screen.getAllByRole('columnheader').map(cell => cell.textContent)).toEqual([
      'Task ID',
      'Template',
      'Created',
      'Owner',
      'Status',
    ]);
    const [row] = rows();
    expect(within(row!).getByRole('link', { name: 'task-mine' }).getAttribute('href')).toBe(
      '/create/tasks/task-mine',
    );
    expect(within(row!).getByRole('link', { name: 'Node.js service' }).getAttribute('href')).toBe(
      '/catalog/default/template/node-service',
    );
    expect(within(row!).getByRole('link', { name: 'guest' }).getAttribute('href')).toBe(
      '/catalog/default/user/guest',
    );
    expect(within(row!).getByText('Completed')).toBeDefined();
    expect(within(row!).getByText(/ago|yesterday/)).toBeDefined();
  });

  it("shows everyone's tasks with All, paging through them on the server", async () => {
    const user = userEvent.setup();
    const fake = renderList();
    await screen.findByRole('link', { name: 'task-mine' });
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(await screen.findByRole('link', { name: 'task-theirs' })).toBeDefined();
    const allRequest = fake.requestsTo('/v2/tasks').at(-1);
    expect(allRequest?.url.searchParams.has('createdBy')).toBe(false);
    expect(within(rows()[1]!).getByText('Failed')).toBeDefined();
    expect(within(rows()[1]!).getByRole('link', { name: 'docs-site' })).toBeDefined();
    expect(screen.getByText('23 items')).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(fake.requestsTo('/v2/tasks').at(-1)?.url.searchParams.get('offset')).toBe('10'),
    );
    expect(screen.getByRole('status', { name: 'Current location' }).textContent).toContain(
      'owner=all',
    );
  });
});
