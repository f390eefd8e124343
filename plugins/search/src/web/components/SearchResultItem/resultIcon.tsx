import ApiIcon from '@mui/icons-material/ApiOutlined';
import CategoryIcon from '@mui/icons-material/CategoryOutlined';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import DomainIcon from '@mui/icons-material/DomainOutlined';
import ExtensionIcon from '@mui/icons-material/ExtensionOutlined';
import GroupIcon from '@mui/icons-material/GroupOutlined';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooksOutlined';
import NoteAddIcon from '@mui/icons-material/NoteAddOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import StorageIcon from '@mui/icons-material/StorageOutlined';
import WidgetsIcon from '@mui/icons-material/WidgetsOutlined';
import type { ReactElement } from 'react';
import { SEARCH_TYPES, type SearchResult } from '../../../shared';

const KIND_ICONS: Record<string, ReactElement> = {
  api: <ApiIcon />,
  component: <ExtensionIcon />,
  domain: <DomainIcon />,
  group: <GroupIcon />,
  location: <PlaceIcon />,
  resource: <StorageIcon />,
  system: <CategoryIcon />,
  template: <NoteAddIcon />,
  user: <PersonIcon />,
};

/** Docs pages by their type, catalog entities by their kind, anything else a generic document. */
export function resultIcon(result: SearchResult): ReactElement {
  if (result.type === SEARCH_TYPES.docs) return <LibraryBooksIcon />;
  if (result.type === SEARCH_TYPES.catalog) {
    return KIND_ICONS[(result.document.kind ?? '').toLowerCase()] ?? <WidgetsIcon />;
  }
  return <DescriptionIcon />;
}
