import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import type { DryRunResponse } from '../../../shared/contract';
import { TaskOutputView } from '../TaskPage/TaskOutputView';
import { readOutput } from '../TaskPage/taskState';
import { base64ToBytes, bytesToText } from '../../zip/base64';
import { createZip } from '../../zip/createZip';
import { downloadBytes } from '../../zip/downloadBytes';

export interface DryRunResultsProps {
  result: DryRunResponse;
  onDelete: () => void;
}

type ResultTab = 'files' | 'log' | 'output';

const preSx = {
  m: 0,
  p: 1.5,
  fontFamily: 'monospace',
  fontSize: '0.8125rem',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
  bgcolor: 'background.default',
  borderRadius: 1,
  maxHeight: 480,
  overflow: 'auto',
} as const;

/** A dry run's answer: the files it produced, its log and its output, in tabs (spec 001 §2). */
export function DryRunResults({ result, onDelete }: DryRunResultsProps) {
  const [tab, setTab] = useState<ResultTab>('files');
  const id = useId();
  const files = useMemo(
    () =>
      result.directoryContents.map(file => ({
        path: file.path,
        bytes: base64ToBytes(file.base64Content),
      })),
    [result],
  );
  const failed = result.log.some(line => line.body.status === 'failed');
  return (
    <Paper component="section" aria-labelledby={`${id}-title`} variant="outlined" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={`${id}-title`} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          Dry-run result{failed ? ' (a step failed)' : ''}
        </Typography>
        <Button
          variant="outlined"
          disabled={files.length === 0}
          onClick={() => downloadBytes('dry-run-result.zip', createZip(files), 'application/zip')}
        >
          Download as zip
        </Button>
        <Button color="error" onClick={onDelete}>
          Delete result
        </Button>
      </Box>
      <Tabs
        value={tab}
        onChange={(_, value: ResultTab) => setTab(value)}
        aria-label="Dry-run result"
      >
        <Tab value="files" label="Files" id={`${id}-files`} aria-controls={`${id}-panel`} />
        <Tab value="log" label="Log" id={`${id}-log`} aria-controls={`${id}-panel`} />
        <Tab value="output" label="Output" id={`${id}-output`} aria-controls={`${id}-panel`} />
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`} sx={{ pt: 2 }}>
        {tab === 'files' && <ResultFiles files={files} />}
        {tab === 'log' && (
          <Box component="pre" aria-label="Dry-run log" sx={preSx}>
            {result.log.map(line => line.body.message).join('\n')}
          </Box>
        )}
        {tab === 'output' && <ResultOutput output={result.output} />}
      </Box>
    </Paper>
  );
}

function ResultFiles({ files }: { files: Array<{ path: string; bytes: Uint8Array }> }) {
  const [selected, setSelected] = useState(files[0]?.path);
  if (files.length === 0) return <Typography>The dry run produced no files.</Typography>;
  const file = files.find(item => item.path === selected) ?? files[0]!;
  const text = bytesToText(file.bytes);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '240px 1fr' }, gap: 2 }}>
      <List dense aria-label="Produced files" sx={{ overflow: 'auto', maxHeight: 480 }}>
        {files.map(item => (
          <ListItemButton
            key={item.path}
            selected={item.path === file.path}
            aria-current={item.path === file.path ? 'true' : undefined}
            onClick={() => setSelected(item.path)}
          >
            <ListItemText
              primary={item.path}
              slotProps={{ primary: { sx: { fontFamily: 'monospace', wordBreak: 'break-all' } } }}
            />
          </ListItemButton>
        ))}
      </List>
      <Box>
        <Typography variant="subtitle2" component="h3" sx={{ fontFamily: 'monospace', mb: 1 }}>
          {file.path}
        </Typography>
        {text === undefined ? (
          <Typography color="text.secondary">
            A binary file of {file.bytes.length} bytes.
          </Typography>
        ) : (
          <Box component="pre" aria-label={`Contents of ${file.path}`} sx={preSx}>
            {text}
          </Box>
        )}
      </Box>
    </Box>
  );
}

function ResultOutput({ output }: { output: DryRunResponse['output'] }) {
  const read = readOutput(output);
  if (!read || (read.links.length === 0 && read.text.length === 0)) {
    return <Typography>The template has no output.</Typography>;
  }
  return <TaskOutputView output={read} />;
}
