import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeBackend, errorResponse } from '../../testing/createFakeBackend';
import { createFakeDirectoryHandle } from '../../testing/createFakeDirectoryHandle';
import { editCode } from '../../testing/codeEditor';
import { renderScaffolderRoute } from '../../testing/renderScaffolderRoute';
import { base64ToBytes, bytesToBase64 } from '../../zip/base64';
import { TemplateEditorIntroPage } from './TemplateEditorIntroPage';
import { TemplateEditorPage } from './TemplateEditorPage';
import { templateDirectoryStore, type TemplateDirectory } from './templateDirectory';

const DRY_RUN_PATH = '/api/scaffolder/v2/dry-run';
const encoder = new TextEncoder();

const TEMPLATE_YAML = `apiVersion: scaffolder.backstage.io/v1beta3
kind: Template
metadata:
  name: demo
spec:
  owner: group:default/platform
  type: service
  parameters:
    - title: Basics
      properties:
        name:
          title: Component name
          type: string
  steps:
    - id: fetch
      action: fetch:template
      input:
        url: ./skeleton
`;

function directory(): TemplateDirectory {
  return {
    name: 'demo',
    files: [
      { path: 'skeleton/README.md', bytes: encoder.encode('# ${{ values.name }}\n') },
      { path: 'template.yaml', bytes: encoder.encode(TEMPLATE_YAML) },
    ],
  };
}

function location() {
  return screen.getByRole('status', { name: 'Current location' }).textContent;
}

function readBlob(blob: Blob): Promise<Uint8Array> {
  return new Promise(resolve => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });
}

function renderEditor(backend = createFakeBackend({})) {
  renderScaffolderRoute(<TemplateEditorPage />, {
    path: '/create/template',
    url: '/create/template',
    fetch: backend.fetch,
  });
  return backend;
}

beforeEach(() => templateDirectoryStore.set(undefined));
afterEach(() => {
  delete (window as { showDirectoryPicker?: unknown }).showDirectoryPicker;
});

describe('TemplateEditorIntroPage', () => {
  it('reads a directory through the file input when the browser has no directory picker', async () => {
    renderScaffolderRoute(<TemplateEditorIntroPage />, {
      path: '/create/edit',
      url: '/create/edit',
      fetch: createFakeBackend({}).fetch,
    });
    const files = [
      ['my-template/template.yaml', TEMPLATE_YAML],
      ['my-template/skeleton/index.js', 'console.log(1);\n'],
      ['my-template/.git/HEAD', 'ref: refs/heads/main\n'],
    ].map(([path, text]) => {
      const file = new File([text!], path!.split('/').at(-1)!);
      Object.defineProperty(file, 'webkitRelativePath', { value: path });
      return file;
    });
    const input = screen.getByTestId('template-directory-input');
    expect(input.hasAttribute('webkitdirectory')).toBe(true);
    fireEvent.change(input, { target: { files } });

    await waitFor(() => expect(location()).toBe('/create/template'));
    const loaded = templateDirectoryStore.get();
    expect(loaded?.name).toBe('my-template');
    expect(loaded?.files.map(file => file.path)).toEqual(['skeleton/index.js', 'template.yaml']);
    expect(new TextDecoder().decode(loaded?.files[1]?.bytes)).toBe(TEMPLATE_YAML);
  });

  it('opens a picked directory read-write and saves edited files back to it', async () => {
    const user = userEvent.setup({ delay: null });
    const disk = new Map([
      ['template.yaml', TEMPLATE_YAML],
      ['skeleton/README.md', '# ${{ values.name }}\n'],
      ['.git/HEAD', 'ref: refs/heads/main\n'],
    ]);
    const modes: unknown[] = [];
    (window as { showDirectoryPicker?: unknown }).showDirectoryPicker = async (
      options: unknown,
    ) => {
      modes.push(options);
      return createFakeDirectoryHandle('demo', disk);
    };
    const intro = renderScaffolderRoute(<TemplateEditorIntroPage />, {
      path: '/create/edit',
      url: '/create/edit',
      fetch: createFakeBackend({}).fetch,
    });
    await user.click(screen.getByRole('button', { name: /Load Template Directory/ }));
    await waitFor(() => expect(location()).toBe('/create/template'));
    expect(modes).toEqual([{ mode: 'readwrite' }]);
    expect(templateDirectoryStore.get()?.files.map(file => file.path)).toEqual([
      'skeleton/README.md',
      'template.yaml',
    ]);
    intro.unmount();

    renderEditor();
    editCode('template.yaml', text => text.replace('Component name', 'Service name'));
    await user.click(screen.getByRole('button', { name: 'Save (1)' }));
    await waitFor(() => expect(disk.get('template.yaml')).toContain('title: Service name'));
    expect(await screen.findByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
  });

  it('starts a new template in memory', async () => {
    const user = userEvent.setup({ delay: null });
    renderScaffolderRoute(<TemplateEditorIntroPage />, {
      path: '/create/edit',
      url: '/create/edit',
      fetch: createFakeBackend({}).fetch,
    });
    await user.click(screen.getByRole('button', { name: /Create New Template/ }));
    expect(location()).toBe('/create/template');
    expect(templateDirectoryStore.get()?.files.map(file => file.path)).toContain('template.yaml');
  });
});

describe('TemplateEditorPage', () => {
  it('asks for a directory when none is open', () => {
    renderEditor();
    expect(screen.getByRole('link', { name: /Load one or create a new template/ })).toBeDefined();
  });

  it('previews the form of template.yaml and follows edits, showing parse errors inline', async () => {
    templateDirectoryStore.set(directory());
    renderEditor();
    const files = screen.getByRole('list', { name: 'Template files' });
    expect(within(files).getByRole('button', { name: 'template.yaml' })).toBeDefined();
    const preview = screen.getByRole('region', { name: 'Form preview' });
    expect(within(preview).getByRole('textbox', { name: 'Component name' })).toBeDefined();

    editCode('template.yaml', text => text.replace('Component name', 'Service name'));
    expect(await within(preview).findByRole('textbox', { name: 'Service name' })).toBeDefined();
    expect(templateDirectoryStore.get()?.files[1]?.dirty).toBe(true);

    editCode('template.yaml', text => text.replace('parameters:', 'parameters: [oops'));
    expect((await within(preview).findByRole('alert')).textContent).toMatch(
      /flow|Missing|Unexpected/i,
    );
    expect(screen.getByRole('button', { name: 'Dry Run' })).toHaveProperty('disabled', true);
  });

  it('sends the template, values and base64 files to the dry run and shows its files, log and output', async () => {
    const user = userEvent.setup({ delay: null });
    templateDirectoryStore.set(directory());
    const backend = renderEditor(
      createFakeBackend({
        [`POST ${DRY_RUN_PATH}`]: () => ({
          log: [
            { body: { message: 'Beginning step fetch', stepId: 'fetch', status: 'processing' } },
            { body: { message: 'Finished step fetch', stepId: 'fetch', status: 'completed' } },
          ],
          directoryContents: [
            { path: 'README.md', base64Content: bytesToBase64(encoder.encode('# payments\n')) },
            { path: 'src/index.js', base64Content: bytesToBase64(encoder.encode('run();\n')) },
          ],
          output: { links: [{ title: 'Repository', url: 'https://example.com/payments' }] },
          steps: [],
        }),
      }),
    );
    await user.type(screen.getByRole('textbox', { name: 'Component name' }), 'payments');
    await user.click(screen.getByRole('button', { name: 'Dry Run' }));

    const results = await screen.findByRole('region', { name: 'Dry-run result' });
    const [request] = backend.requestsTo(DRY_RUN_PATH);
    const body = request?.body as {
      template: { metadata: { name: string } };
      values: Record<string, unknown>;
      directoryContents: Array<{ path: string; base64Content: string }>;
    };
    expect(body.template.metadata.name).toBe('demo');
    expect(body.values).toEqual({ name: 'payments' });
    expect(body.directoryContents.map(file => file.path)).toEqual([
      'skeleton/README.md',
      'template.yaml',
    ]);
    expect(new TextDecoder().decode(base64ToBytes(body.directoryContents[0]!.base64Content))).toBe(
      '# ${{ values.name }}\n',
    );

    expect(within(results).getByLabelText('Contents of README.md').textContent).toBe(
      '# payments\n',
    );
    await user.click(within(results).getByRole('button', { name: 'src/index.js' }));
    expect(within(results).getByLabelText('Contents of src/index.js').textContent).toBe('run();\n');
    await user.click(within(results).getByRole('tab', { name: 'Log' }));
    expect(within(results).getByLabelText('Dry-run log').textContent).toBe(
      'Beginning step fetch\nFinished step fetch',
    );
    await user.click(within(results).getByRole('tab', { name: 'Output' }));
    expect(within(results).getByRole('link', { name: /Repository/ })).toHaveProperty(
      'href',
      'https://example.com/payments',
    );

    const blobs: Blob[] = [];
    const downloads: string[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:result'),
      revokeObjectURL: () => undefined,
    });
    const click = (event: MouseEvent) => {
      if (!(event.target instanceof HTMLAnchorElement)) return;
      downloads.push(event.target.download);
      event.preventDefault();
    };
    document.addEventListener('click', click);
    await user.click(within(results).getByRole('button', { name: 'Download as zip' }));
    document.removeEventListener('click', click);
    expect(downloads).toEqual(['dry-run-result.zip']);
    const zip = await readBlob(blobs[0]!);
    // A local file header first, the produced files' names inside.
    expect(Array.from(zip.subarray(0, 4))).toEqual([0x50, 0x4b, 0x03, 0x04]);
    expect(new TextDecoder().decode(zip)).toContain('src/index.js');

    await user.click(within(results).getByRole('button', { name: 'Delete result' }));
    expect(screen.queryByRole('region', { name: 'Dry-run result' })).toBeNull();
  });

  it('shows a refused dry run with the server message', async () => {
    const user = userEvent.setup({ delay: null });
    templateDirectoryStore.set(directory());
    renderEditor(
      createFakeBackend({
        [`POST ${DRY_RUN_PATH}`]: () =>
          errorResponse(400, 'InputError', "Unknown action 'fetch:nothing' in step fetch"),
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Dry Run' }));
    expect(await screen.findByText('Dry run failed')).toBeDefined();
    expect(screen.getAllByText(/Unknown action 'fetch:nothing'/).length).toBeGreaterThan(0);
  });

  it('opens the publish dialog with a link to the catalog import page', async () => {
    const user = userEvent.setup({ delay: null });
    templateDirectoryStore.set(directory());
    renderEditor();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = screen.getByRole('dialog', { name: 'Publish' });
    expect(within(dialog).getByRole('link', { name: 'catalog import page' })).toHaveProperty(
      'pathname',
      '/catalog-import',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
