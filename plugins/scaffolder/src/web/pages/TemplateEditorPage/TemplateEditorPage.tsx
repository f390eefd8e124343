import { Content, ErrorPanel, Header, Link, Page, useApiClient } from '@atrium/web-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { dryRunTemplate } from '../../api/dryRunApi';
import { CodeEditor } from '../../components/CodeEditor/CodeEditor';
import { parseTemplateForm } from '../../components/TemplateFormPreview/parseTemplateForm';
import { TemplateFormPreview } from '../../components/TemplateFormPreview/TemplateFormPreview';
import { builtinFieldExtensions } from '../../fields/builtinFieldExtensions';
import { createFieldExtensionRegistry, type FieldExtension } from '../../fields/fieldExtensions';
import { scaffolderPaths } from '../../routes';
import { bytesToText } from '../../zip/base64';
import { dryRunRequest } from './dryRunRequest';
import { DryRunResults } from './DryRunResults';
import { FileTree } from './FileTree';
import { PublishDialog } from './PublishDialog';
import { saveChangedFiles } from './readDirectory';
import {
  templateDirectoryStore,
  templateFilePath,
  withFilesSaved,
  withFileText,
  type TemplateDirectory,
  type TemplateFile,
} from './templateDirectory';

export interface TemplateEditorPageProps {
  fieldExtensions?: readonly FieldExtension[];
}

function isTemplateFile(file: TemplateFile): boolean {
  return /^kind:\s*Template\s*$/m.test(bytesToText(file.bytes) ?? '');
}

/**
 * `/create/template`: the loaded directory's files, the selected one in an editor, the form of its
 * template previewed live, and dry runs of it (spec 001 §2 "Template Editor").
 */
export function TemplateEditorPage({ fieldExtensions = [] }: TemplateEditorPageProps) {
  const directory = useSyncExternalStore(
    templateDirectoryStore.subscribe,
    templateDirectoryStore.get,
  );
  return (
    <Page>
      <Header title="Template Editor" subtitle="Edit, preview, and try out templates" />
      <Content>
        {directory ? (
          <DirectoryEditor directory={directory} fieldExtensions={fieldExtensions} />
        ) : (
          <Alert severity="info">
            No template directory is open.{' '}
            <Link href={scaffolderPaths.edit}>Load one or create a new template</Link>.
          </Alert>
        )}
      </Content>
    </Page>
  );
}

function DirectoryEditor({
  directory,
  fieldExtensions,
}: {
  directory: TemplateDirectory;
  fieldExtensions: readonly FieldExtension[];
}) {
  const api = useApiClient();
  const [selected, setSelected] = useState<string | undefined>(
    () => templateFilePath(directory, undefined, isTemplateFile) ?? directory.files[0]?.path,
  );
  const [formData, setFormData] = useState<Record<string, unknown>>({});
  const [publishOpen, setPublishOpen] = useState(false);
  const registry = useMemo(
    () => createFieldExtensionRegistry([...builtinFieldExtensions, ...fieldExtensions]),
    [fieldExtensions],
  );

  const selectedFile = directory.files.find(file => file.path === selected);
  const selectedText = selectedFile ? bytesToText(selectedFile.bytes) : undefined;
  const templatePath = templateFilePath(directory, selected, isTemplateFile);
  const templateText = useMemo(() => {
    const file = directory.files.find(item => item.path === templatePath);
    return file ? (bytesToText(file.bytes) ?? '') : undefined;
  }, [directory, templatePath]);
  const parsed = useMemo(
    () => (templateText === undefined ? undefined : parseTemplateForm(templateText)),
    [templateText],
  );

  const dryRun = useMutation({
    mutationFn: () => {
      if (!parsed?.ok || !parsed.template || !templatePath) {
        throw new Error('The template cannot be read; fix it first');
      }
      return dryRunTemplate(
        api,
        dryRunRequest({
          directory,
          templatePath,
          template: parsed.template,
          steps: parsed.steps,
          formData,
        }),
      );
    },
  });
  const save = useMutation({
    mutationFn: async () => {
      const written = await saveChangedFiles(directory);
      const current = templateDirectoryStore.get();
      if (current && current.handle === directory.handle) {
        templateDirectoryStore.set(withFilesSaved(current, written));
      }
    },
  });
  const edit = (text: string) => {
    const current = templateDirectoryStore.get();
    if (selected && current) templateDirectoryStore.set(withFileText(current, selected, text));
  };
  const dirtyCount = directory.files.filter(file => file.dirty).length;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          variant="contained"
          onClick={() => dryRun.mutate()}
          disabled={dryRun.isPending || !parsed?.ok || !parsed.template}
        >
          {dryRun.isPending ? 'Running…' : 'Dry Run'}
        </Button>
        {directory.handle && (
          <Button
            variant="outlined"
            onClick={() => save.mutate()}
            disabled={dirtyCount === 0 || save.isPending}
          >
            Save{dirtyCount > 0 ? ` (${dirtyCount})` : ''}
          </Button>
        )}
        <Button variant="outlined" onClick={() => setPublishOpen(true)}>
          Publish
        </Button>
        <Button
          onClick={() => {
            templateDirectoryStore.set(undefined);
          }}
        >
          Close directory
        </Button>
        {!directory.handle && (
          <Typography variant="body2" color="text.secondary">
            Changes stay in this tab: this browser cannot write to the directory.
          </Typography>
        )}
      </Box>
      {save.isError && <ErrorPanel error={save.error} title="Could not save the files" />}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: '220px minmax(0, 1fr) minmax(0, 1fr)' },
        }}
      >
        <Paper variant="outlined">
          <FileTree
            directoryName={directory.name}
            files={directory.files}
            selected={selected}
            onSelect={setSelected}
          />
        </Paper>
        <Box>
          {selectedFile && selectedText !== undefined ? (
            <CodeEditor
              key={selectedFile.path}
              label={selectedFile.path}
              value={selectedText}
              onChange={edit}
              height={560}
              language={/\.ya?ml$/.test(selectedFile.path) ? 'yaml' : 'text'}
            />
          ) : (
            <Typography color="text.secondary">
              {selectedFile ? 'A binary file cannot be edited here.' : 'Choose a file to edit.'}
            </Typography>
          )}
        </Box>
        <Paper component="section" aria-label="Form preview" variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Form preview{templatePath ? ` of ${templatePath}` : ''}
          </Typography>
          {parsed === undefined && <Typography>No template.yaml in this directory.</Typography>}
          {parsed && !parsed.ok && (
            <Alert severity="error" role="alert">
              {parsed.error}
            </Alert>
          )}
          {parsed?.ok && (
            <TemplateFormPreview
              steps={parsed.steps}
              registry={registry}
              formData={formData}
              onChange={setFormData}
              sourceKey={templateText ?? ''}
            />
          )}
        </Paper>
      </Box>
      {dryRun.isError && <ErrorPanel error={dryRun.error} title="Dry run failed" defaultExpanded />}
      {dryRun.data && <DryRunResults result={dryRun.data} onDelete={() => dryRun.reset()} />}
      <PublishDialog
        open={publishOpen}
        onClose={() => setPublishOpen(false)}
        templatePath={templatePath}
      />
    </Box>
  );
}
