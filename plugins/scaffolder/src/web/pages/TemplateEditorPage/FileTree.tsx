import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import type { TemplateFile } from './templateDirectory';

export interface FileTreeProps {
  directoryName: string;
  files: readonly TemplateFile[];
  selected?: string;
  onSelect: (path: string) => void;
}

/**
 * The directory's files, indented by depth under their folders (files are sorted by path, so a
 * folder's files follow its heading). Each file is a button: Tab and Enter reach every one.
 */
export function FileTree({ directoryName, files, selected, onSelect }: FileTreeProps) {
  const rows: Array<{ kind: 'folder' | 'file'; path: string; name: string; depth: number }> = [];
  const seenFolders = new Set<string>();
  for (const file of files) {
    const segments = file.path.split('/');
    for (let depth = 0; depth < segments.length - 1; depth++) {
      const folder = segments.slice(0, depth + 1).join('/');
      if (seenFolders.has(folder)) continue;
      seenFolders.add(folder);
      rows.push({ kind: 'folder', path: folder, name: `${segments[depth]}/`, depth });
    }
    rows.push({
      kind: 'file',
      path: file.path,
      name: segments.at(-1)!,
      depth: segments.length - 1,
    });
  }
  return (
    <List
      dense
      aria-label="Template files"
      subheader={<ListSubheader disableSticky>{directoryName}</ListSubheader>}
      sx={{ overflow: 'auto' }}
    >
      {rows.map(row =>
        row.kind === 'folder' ? (
          <ListItem key={`folder:${row.path}`} sx={{ pl: 2 + row.depth * 2, py: 0 }}>
            <ListItemText primary={row.name} sx={{ color: 'text.secondary' }} />
          </ListItem>
        ) : (
          <ListItemButton
            key={row.path}
            selected={row.path === selected}
            aria-current={row.path === selected ? 'true' : undefined}
            onClick={() => onSelect(row.path)}
            sx={{ pl: 2 + row.depth * 2 }}
          >
            <ListItemText
              primary={`${row.name}${files.find(file => file.path === row.path)?.dirty ? ' •' : ''}`}
              slotProps={{ primary: { sx: { fontFamily: 'monospace', wordBreak: 'break-all' } } }}
            />
          </ListItemButton>
        ),
      )}
    </List>
  );
}
