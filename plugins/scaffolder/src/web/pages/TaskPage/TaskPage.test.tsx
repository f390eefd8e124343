import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SerializedTask } from '../../../shared/contract';
import {
  createFakeEventStream,
  createFakeScaffolderFetch,
  errorResponse,
} from '../../testing/createFakeScaffolderFetch';
import { completionEvent, logEvent, taskFixture } from '../../testing/fixtures';
import { renderScaffolderRoute } from '../../testing/renderScaffolderRoute';
import { TaskPage } from './TaskPage';

const STREAM = '/v2/tasks/task-1/eventstream';

function renderTaskPage(task: SerializedTask | Response = taskFixture()) {
  const stream = createFakeEventStream();
  const fake = createFakeScaffolderFetch({
    '/v2/tasks/task-1': () => task,
    [STREAM]: () => stream.response(),
    'POST /v2/tasks/task-1/cancel': () => ({ status: 'cancelled' }),
    'POST /v2/tasks/task-1/retry': () => ({ id: 'task-1' }),
  });
  renderScaffolderRoute(<TaskPage />, {
    path: '/create/tasks/:taskId',
    url: '/create/tasks/task-1',
    fetch: fake.fetch,
  });
  const connected = (count = 1) =>
    waitFor(() => expect(fake.requestsTo(STREAM)).toHaveLength(count));
  return { stream, fake, connected };
}

function step(name: string) {
  const steps = screen.getByRole('navigation', { name: 'Steps' });
  return within(steps).getByRole('button', { name: new RegExp(name) });
}

describe('TaskPage', () => {
  it('names the run after the template and follows the steps as the stream reports them', async () => {
    const { stream, connected } = renderTaskPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Run of Node.js service' }),
    ).toBeDefined();
    await connected();
    expect(within(step('Fetch skeleton')).getByText('Open')).toBeDefined();

    stream.event(
      logEvent(1, 'Beginning step Fetch skeleton', {
        stepId: 'fetch',
        status: 'processing',
        createdAt: '2026-03-10T12:00:01.000Z',
      }),
    );
    await waitFor(() =>
      expect(within(step('Fetch skeleton')).getByText('Processing')).toBeDefined(),
    );

    stream.event(
      logEvent(2, 'Finished step', {
        stepId: 'fetch',
        status: 'completed',
        createdAt: '2026-03-10T12:01:04.000Z',
      }),
    );
    stream.event(logEvent(3, 'Skipped', { stepId: 'publish', status: 'skipped' }));
    await waitFor(() =>
      expect(within(step('Fetch skeleton')).getByText('Completed')).toBeDefined(),
    );
    expect(within(step('Fetch skeleton')).getByText('1m 03s')).toBeDefined();
    expect(within(step('Publish')).getByText('Skipped')).toBeDefined();
    expect(within(step('Register')).getByText('Open')).toBeDefined();
  });

  it('ticks the timer of a running step', async () => {
    const { stream, connected } = renderTaskPage();
    await connected();
    const startedAt = new Date(Date.now() - 5000).toISOString();
    stream.event(
      logEvent(1, 'Beginning', { stepId: 'fetch', status: 'processing', createdAt: startedAt }),
    );
    const seconds = () =>
      Number(
        within(step('Fetch skeleton'))
          .getByText(/^\d+s$/)
          .textContent?.slice(0, -1),
      );
    await waitFor(() => expect(seconds()).toBeGreaterThanOrEqual(5));
    const first = seconds();
    await waitFor(() => expect(seconds()).toBeGreaterThan(first), { timeout: 3000 });
  });

  it('shows and hides the log, of all steps or of the selected one', async () => {
    const user = userEvent.setup();
    const { stream, connected } = renderTaskPage();
    await connected();
    stream.event(logEvent(1, 'Fetching the skeleton', { stepId: 'fetch', status: 'processing' }));
    stream.event(logEvent(2, 'Pushing to the remote', { stepId: 'publish', status: 'processing' }));
    await waitFor(() => expect(within(step('Publish')).getByText('Processing')).toBeDefined());
    expect(screen.queryByRole('log')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show Logs' }));
    const log = screen.getByRole('log', { name: 'Log' });
    expect(log.textContent).toContain('Fetching the skeleton');
    expect(log.textContent).toContain('Pushing to the remote');

    await user.click(step('Publish'));
    const stepLog = screen.getByRole('log', { name: 'Log of Publish' });
    expect(stepLog.textContent).not.toContain('Fetching the skeleton');
    expect(stepLog.textContent).toContain('Pushing to the remote');

    stream.event(logEvent(3, 'Pushed main', { stepId: 'publish' }));
    await waitFor(() => expect(stepLog.textContent).toContain('Pushed main'));

    await user.click(screen.getByRole('button', { name: 'Hide Logs' }));
    expect(screen.queryByRole('log')).toBeNull();
  });

  it('cancels a running task', async () => {
    const user = userEvent.setup();
    const { stream, fake, connected } = renderTaskPage();
    await connected();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Start Over' }).hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(fake.requestsTo('/v2/tasks/task-1/cancel', 'POST')).toHaveLength(1);

    stream.event({ ...completionEvent(1), type: 'cancelled', body: { message: 'Cancelled' } });
    expect(
      (await screen.findByRole('button', { name: 'Cancelling…' })).hasAttribute('disabled'),
    ).toBe(true);
    stream.event(
      completionEvent(2, { error: { name: 'Error', message: 'The task was cancelled' } }),
    );
    expect((await screen.findByRole('button', { name: 'Retry' })).hasAttribute('disabled')).toBe(
      false,
    );
    expect(screen.queryByRole('button', { name: /^Cancel/ })).toBeNull();
  });

  it('shows the failing step with its error, and follows the run again after Retry', async () => {
    const user = userEvent.setup();
    const { stream, fake, connected } = renderTaskPage();
    await connected();
    stream.event(logEvent(1, 'Fetched', { stepId: 'fetch', status: 'completed' }));
    stream.event(logEvent(2, 'Pushing', { stepId: 'publish', status: 'processing' }));
    stream.event(logEvent(3, 'Remote rejected the push', { stepId: 'publish', status: 'failed' }));
    stream.event(completionEvent(4, { error: { name: 'Error', message: 'push rejected' } }));

    expect((await screen.findByRole('alert')).textContent).toContain(
      "Step 'Publish' failed: push rejected",
    );
    // A failure opens the log, which explains it.
    expect(screen.getByRole('log').textContent).toContain('Remote rejected the push');
    expect(within(step('Publish')).getByText('Failed')).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(fake.requestsTo('/v2/tasks/task-1/retry', 'POST')).toHaveLength(1);
    await connected(2);
    expect(fake.requestsTo(STREAM)[1]?.url.searchParams.get('after')).toBe('4');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(step('Fetch skeleton')).getByText('Completed')).toBeDefined();
    expect(within(step('Publish')).getByText('Open')).toBeDefined();

    stream.event(logEvent(5, 'Pushing again', { stepId: 'publish', status: 'completed' }));
    stream.event(logEvent(6, 'Registered', { stepId: 'register', status: 'completed' }));
    stream.event(completionEvent(7, { output: {} }));
    await waitFor(() => expect(within(step('Publish')).getByText('Completed')).toBeDefined());
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('shows the output links and text of a finished task', async () => {
    const { stream, connected } = renderTaskPage();
    await connected();
    stream.event(
      completionEvent(1, {
        output: {
          links: [
            { title: 'Open in catalog', icon: 'catalog', entityRef: 'component:default/payments' },
            { title: 'Repository', url: 'https://git.example.com/payments' },
            { title: 'Sneaky', url: 'javascript:alert(1)' },
          ],
          text: [
            { title: 'Next steps', content: 'Run **npm ci** then <b>nothing</b>' },
            { title: 'Second', content: 'More' },
          ],
        },
      }),
    );
    const output = await screen.findByRole('region', { name: 'Output' });
    expect(within(output).getByRole('link', { name: 'Open in catalog' }).getAttribute('href')).toBe(
      '/catalog/default/component/payments',
    );
    expect(within(output).getByRole('link', { name: 'Repository' }).getAttribute('href')).toBe(
      'https://git.example.com/payments',
    );
    expect(within(output).queryByRole('link', { name: 'Sneaky' })).toBeNull();
    expect(within(output).getByText('npm ci').tagName).toBe('STRONG');
    expect(within(output).getByText(/<b>nothing<\/b>/)).toBeDefined();
    expect(output.querySelector('b')).toBeNull();

    await userEvent.setup().click(within(output).getByRole('button', { name: 'Second' }));
    expect(within(output).getByText('More')).toBeDefined();
  });

  it('starts over in the template wizard with the values of the run', async () => {
    const user = userEvent.setup();
    const { stream, connected } = renderTaskPage();
    await connected();
    stream.event(completionEvent(1, { output: {} }));
    const startOver = await screen.findByRole('button', { name: 'Start Over' });
    await waitFor(() => expect(startOver.hasAttribute('disabled')).toBe(false));
    await user.click(startOver);
    const location = screen.getByRole('status', { name: 'Current location' }).textContent ?? '';
    const url = new URL(location, 'http://localhost');
    expect(url.pathname).toBe('/create/templates/default/node-service');
    expect(JSON.parse(url.searchParams.get('formData') ?? '')).toEqual({
      name: 'payments',
      owner: 'group:default/team-a',
    });
  });

  it('hides and shows the button bar', async () => {
    const user = userEvent.setup();
    renderTaskPage();
    await user.click(await screen.findByRole('button', { name: 'Hide Button Bar' }));
    expect(screen.queryByRole('button', { name: 'Show Logs' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show Button Bar' }));
    expect(screen.getByRole('button', { name: 'Show Logs' })).toBeDefined();
  });

  it('polls the events when the server has no event stream', async () => {
    let polls = 0;
    const fake = createFakeScaffolderFetch({
      '/v2/tasks/task-1': () => taskFixture(),
      [STREAM]: () => errorResponse(501, 'NotImplementedError', 'No event stream'),
      '/v2/tasks/task-1/events': () =>
        ++polls === 1
          ? [logEvent(1, 'Fetched', { stepId: 'fetch', status: 'completed' })]
          : [completionEvent(2, { output: { links: [{ title: 'Docs', url: 'https://x.test' }] } })],
    });
    renderScaffolderRoute(<TaskPage />, {
      path: '/create/tasks/:taskId',
      url: '/create/tasks/task-1',
      fetch: fake.fetch,
    });
    expect(await screen.findByRole('link', { name: 'Docs' })).toBeDefined();
    expect(within(step('Fetch skeleton')).getByText('Completed')).toBeDefined();
    expect(fake.requestsTo('/v2/tasks/task-1/events')[1]?.url.searchParams.get('after')).toBe('1');
  });

  it('says when the task does not exist', async () => {
    renderTaskPage(errorResponse(404, 'NotFoundError', 'Task task-1 not found'));
    expect(await screen.findByText('Task not found')).toBeDefined();
  });

  it('says when the user may not read the task', async () => {
    renderTaskPage(errorResponse(403, 'NotAllowedError', 'Unauthorized'));
    expect(await screen.findByText('Not allowed')).toBeDefined();
    expect(screen.getByText('You do not have permission to view this task.')).toBeDefined();
  });
});
