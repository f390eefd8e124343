import { Content, ErrorPanel, Header, Page } from '@atrium/web-core';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { scaffolderPaths } from '../../routes';
import { readDirectoryHandle, readFileList } from './readDirectory';
import {
  createNewTemplateDirectory,
  templateDirectoryStore,
  type DirectoryHandle,
  type TemplateDirectory,
} from './templateDirectory';

type DirectoryPicker = (options?: { mode?: 'read' | 'readwrite' }) => Promise<DirectoryHandle>;

function directoryPicker(): DirectoryPicker | undefined {
  const picker = (window as { showDirectoryPicker?: DirectoryPicker }).showDirectoryPicker;
  return typeof picker === 'function' ? picker.bind(window) : undefined;
}

/** `/create/edit`: where template authors start (spec 001 §2 "Template Editor"). */
export function TemplateEditorIntroPage() {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<Error | undefined>();

  const open = (directory: TemplateDirectory) => {
    templateDirectoryStore.set(directory);
    navigate(scaffolderPaths.editor);
  };
  const load = async () => {
    setError(undefined);
    const picker = directoryPicker();
    if (!picker) {
      // Browsers without the File System Access API can still read a directory, not write it.
      input.current?.click();
      return;
    }
    try {
      open(await readDirectoryHandle(await picker({ mode: 'readwrite' })));
    } catch (failure) {
      // Closing the picker is not an error worth showing.
      if (failure instanceof DOMException && failure.name === 'AbortError') return;
      setError(failure instanceof Error ? failure : new Error(String(failure)));
    }
  };

  return (
    <Page>
      <Header
        title="Manage Templates"
        subtitle="Edit, preview, and try out templates and form fields"
      />
      <Content>
        {error && <ErrorPanel error={error} title="Could not read the directory" />}
        <input
          ref={element => {
            input.current = element;
            // Not a React prop: React passes unknown attributes only with string values.
            element?.setAttribute('webkitdirectory', '');
          }}
          data-testid="template-directory-input"
          type="file"
          multiple
          hidden
          onChange={event => {
            const files = event.currentTarget.files;
            if (!files || files.length === 0) return;
            readFileList(files).then(open, (failure: unknown) =>
              setError(failure instanceof Error ? failure : new Error(String(failure))),
            );
          }}
        />
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
          }}
        >
          <IntroCard title="Load Template Directory" onClick={() => void load()}>
            Load a local template directory, edit its files and see the form and a dry run of it.
            Where the browser allows, saving writes back to the directory.
          </IntroCard>
          <IntroCard title="Create New Template" onClick={() => open(createNewTemplateDirectory())}>
            Start from a minimal template.yaml and a skeleton, kept in this browser tab.
          </IntroCard>
          <IntroCard
            title="Template Form Playground"
            onClick={() => navigate(scaffolderPaths.templateForm)}
          >
            Try out the form of an existing template or of parameters you write.
          </IntroCard>
          <IntroCard
            title="Custom Field Explorer"
            onClick={() => navigate(scaffolderPaths.customFields)}
          >
            See each installed field extension with the options you give it.
          </IntroCard>
        </Box>
      </Content>
    </Page>
  );
}

function IntroCard({
  title,
  children,
  onClick,
}: {
  title: string;
  children: ReactNode;
  onClick: () => void;
}) {
  return (
    <Card variant="outlined">
      <CardActionArea onClick={onClick} sx={{ height: '100%', alignItems: 'flex-start' }}>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {children}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
