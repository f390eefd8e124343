import { promises as fs } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { CreatePage } from './pages/CreatePage';
import { EntityPage } from './pages/EntityPage';
import { TaskPage } from './pages/TaskPage';
import { TemplateEditor } from './pages/TemplateEditor';
import { TemplateWizard } from './pages/TemplateWizard';
import { describeInChromium, type ChromiumSuite } from './support/describeInChromium';
import { artifactPath } from './support/launchChromium';
import { screenshotColorSchemes } from './support/screenshotColorSchemes';

// A task publishes, then the catalog reads the new repository: more than expect.poll's 1 s default.
const TASK_TIMEOUT = 30_000;

/** A template that waits until it is cancelled, for the task page's Cancel and Retry. */
const WAIT_TEMPLATE = `apiVersion: scaffolder.backstage.io/v1beta3
kind: Template
metadata:
  name: slow-wait
  title: Slow wait
spec:
  owner: group:default/platform-infra
  type: service
  parameters:
    - title: About the wait
      properties:
        reason:
          title: Reason
          type: string
  steps:
    - id: wait
      name: Wait ten minutes
      action: debug:wait
      input:
        minutes: 10
    - id: log
      name: Say done
      action: debug:log
      input:
        message: done
`;

/** Registers a template file written into the portal's files and waits until the catalog has it. */
async function registerTemplate(suite: ChromiumSuite, name: string, yaml: string) {
  const file = path.join(suite.portal.filesDir, `${name}.yaml`);
  await fs.writeFile(file, yaml);
  const registered = await suite.portal.fetchApi('/api/catalog/locations', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'file', target: file }),
  });
  expect(registered.status).toBe(201);
  await expect
    .poll(
      async () =>
        (await suite.portal.fetchApi(`/api/catalog/entities/by-name/template/default/${name}`))
          .status,
    )
    .toBe(200);
}

describeInChromium('Software templates', {}, suite => {
  it('creates a Node.js service through the wizard and opens it in the catalog', async () => {
    const page = await suite.browser.context.newPage();
    const create = new CreatePage(page);
    await create.open(suite.portal.appUrl);
    await create.choose('Node.js service');

    const wizard = new TemplateWizard(page);
    expect(await wizard.activeStep().innerText()).toBe('About the service');
    // The name field has the focus (ui:autofocus); the rest is reached with Tab.
    await expect
      .poll(() => wizard.field('Name').evaluate(node => node === document.activeElement))
      .toBe(true);
    await wizard.typeHere('station-availability');
    await wizard.tab();
    await wizard.typeHere('Tells riders which stations have free bikes.');
    await wizard.pickEntity('Owner', 'platform', 'Platform Infrastructure (platform-infra)');
    await wizard.next('Next');

    await expect.poll(() => wizard.activeStep().innerText()).toBe('Repository and runtime');
    // One allowed host: shown, not offered.
    expect(await page.getByRole('combobox', { name: 'Host' }).innerText()).toBe('localhost');
    await wizard.field('Owner').click();
    await wizard.typeHere('velora');
    await wizard.tab();
    await wizard.typeHere('station-availability');
    await page.keyboard.press('Enter');

    await expect.poll(() => wizard.activeStep().innerText()).toBe('Review');
    expect(await wizard.reviewValues()).toEqual({
      Name: 'station-availability',
      Description: 'Tells riders which stations have free bikes.',
      Owner: 'group:default/platform-infra',
      'Repository location': 'localhost?owner=velora&repo=station-availability',
      Port: '8080',
      'Add a Dockerfile': 'true',
    });
    await wizard.create();

    const task = new TaskPage(page);
    await task.waitForRun('Node.js service');
    await expect
      .poll(() => task.stepStatuses(), { timeout: TASK_TIMEOUT })
      .toEqual([
        'Fetch the service skeleton: Completed',
        'Add a Dockerfile: Completed',
        'Publish: Completed',
        'Register in the catalog: Completed',
      ]);
    await expect.poll(() => task.status().innerText()).toBe('Completed');
    expect(await task.outputLinks().allTextContents()).toEqual(['Repository', 'Open in catalog']);
    const bare = path.join(suite.portal.filesDir, 'repositories/velora/station-availability.git');
    expect((await fs.stat(bare)).isDirectory()).toBe(true);
    await page.getByRole('heading', { name: 'Next steps' }).waitFor();
    // Long values (the clone command's path) wrap or scroll inside their box, not the page.
    await screenshotColorSchemes(page, 'scaffolder-task-completed');

    await task.outputLinks().filter({ hasText: 'Open in catalog' }).click();
    await page.waitForURL(/\/catalog\/default\/component\/station-availability$/);
    // The entity's own page, its name as the heading (the old page stays until the route loads).
    await page
      .getByRole('heading', { level: 1, name: 'station-availability', exact: true })
      .waitFor();
    expect(await new EntityPage(page).title().innerText()).toBe('station-availability');
    await page.close();
  });

  it('cancels a waiting task and offers to retry it', async () => {
    await registerTemplate(suite, 'slow-wait', WAIT_TEMPLATE);
    const page = await suite.browser.context.newPage();
    const wizard = new TemplateWizard(page);
    await wizard.open(suite.portal.appUrl, { name: 'slow-wait' }, 'Slow wait');
    await wizard.field('Reason').fill('to be cancelled');
    await wizard.next('Review');
    expect(await wizard.reviewValues()).toEqual({ Reason: 'to be cancelled' });
    await wizard.create();

    const task = new TaskPage(page);
    await task.waitForRun('Slow wait');
    await expect
      .poll(() => task.stepStatuses())
      .toEqual(['Wait ten minutes: Processing', 'Say done: Open']);
    await task.button('Cancel').click();

    await expect
      .poll(() => task.stepStatuses(), { timeout: TASK_TIMEOUT })
      .toEqual(['Wait ten minutes: Cancelled', 'Say done: Open']);
    await expect.poll(() => task.status().innerText()).toBe('Cancelled');
    expect(await task.button('Cancel').count()).toBe(0);
    expect(await task.button('Retry').isEnabled()).toBe(true);
    const stored = await suite.portal.fetchApi(`/api/scaffolder/v2/tasks/${task.taskId()}`);
    expect(((await stored.json()) as { status: string }).status).toBe('cancelled');
    await page.close();
  });

  it('lists the tasks started and finds an installed action by search', async () => {
    const page = await suite.browser.context.newPage();
    await page.goto(`${suite.portal.appUrl}/create/tasks`);
    const tasks = page.getByRole('table', { name: 'Tasks' });
    const owner = page.getByRole('group', { name: 'Task owner' });
    expect(await owner.getByRole('button', { name: 'Owned' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await expect
      .poll(() => tasks.getByRole('row').filter({ hasText: 'Node.js service' }).count())
      .toBe(1);
    await owner.getByRole('button', { name: 'All' }).click();
    await page.waitForURL(/owner=all/);
    await expect
      .poll(async () => {
        const rows = await tasks.getByRole('row').allInnerTexts();
        return ['Node.js service', 'Slow wait'].map(title => rows.some(row => row.includes(title)));
      })
      .toEqual([true, true]);

    await page.goto(`${suite.portal.appUrl}/create/actions`);
    await page.getByRole('heading', { level: 1, name: 'Installed actions' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search actions' }).fill('publish:git');
    // publish:github and publish:gitlab match too; nothing else does.
    await expect
      .poll(async () => {
        const found = await page.getByRole('heading', { level: 2 }).allInnerTexts();
        return found.includes('publish:git') && found.every(id => id.startsWith('publish:git'));
      })
      .toBe(true);
    await page.getByRole('table', { name: 'Input of publish:git', exact: true }).waitFor();
    await page.close();
  });

  it('dry-runs a new template in the editor: its files, log and output, then deletes the result', async () => {
    const page = await suite.browser.context.newPage();
    const editor = new TemplateEditor(page);
    await editor.createNew(suite.portal.appUrl);
    expect(await editor.files().allInnerTexts()).toEqual(['template.yaml', 'catalog-info.yaml']);
    expect(await editor.files().first().getAttribute('aria-current')).toBe('true');
    await expect.poll(() => editor.editor('template.yaml').innerText()).toContain('kind: Template');
    const preview = editor.preview();
    expect(await preview.getByRole('heading', { level: 2 }).innerText()).toBe(
      'Form preview of template.yaml',
    );
    await preview.getByRole('textbox', { name: 'Name' }).fill('dock-sensors');
    await editor.dryRun();

    expect(await editor.producedFiles().allInnerTexts()).toEqual(['catalog-info.yaml']);
    const rendered = await editor.openProducedFile('catalog-info.yaml');
    expect(await rendered.innerText()).toContain('name: dock-sensors');
    await page.screenshot({ path: artifactPath('scaffolder-editor-dry-run.png'), fullPage: true });

    const log = await editor.showTab('Log');
    expect((await log.innerText()).split('\n')).toEqual(
      expect.arrayContaining([
        'Beginning step Fetch skeleton',
        'Finished step Fetch skeleton',
        'Beginning step Log',
        'Created dock-sensors',
        'Finished step Log',
      ]),
    );
    const output = await editor.showTab('Output');
    expect(await output.getByRole('heading', { name: 'Result' }).count()).toBe(1);
    expect(await output.innerText()).toContain('The skeleton of dock-sensors was rendered.');
    expect(await output.locator('strong').innerText()).toBe('dock-sensors');

    await editor.deleteResult();
    await expect.poll(() => editor.result().count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Dry Run', exact: true }).isEnabled()).toBe(true);
    await page.close();
  });
});
