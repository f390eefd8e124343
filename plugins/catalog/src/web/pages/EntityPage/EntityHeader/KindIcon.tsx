import ApiIcon from '@mui/icons-material/ApiOutlined';
import CategoryIcon from '@mui/icons-material/CategoryOutlined';
import DomainIcon from '@mui/icons-material/DomainOutlined';
import ExtensionIcon from '@mui/icons-material/ExtensionOutlined';
import GroupIcon from '@mui/icons-material/GroupOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import NoteAddIcon from '@mui/icons-material/NoteAddOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import StorageIcon from '@mui/icons-material/StorageOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';

// The same pictures the search results use for these kinds, so a kind looks alike everywhere.
const KIND_ICONS: Readonly<Record<string, ComponentType<SvgIconProps>>> = {
  api: ApiIcon,
  component: ExtensionIcon,
  domain: DomainIcon,
  group: GroupIcon,
  location: PlaceIcon,
  resource: StorageIcon,
  system: CategoryIcon,
  template: NoteAddIcon,
  user: PersonIcon,
};

export interface KindIconProps extends SvgIconProps {
  kind: string;
}

/** The icon of an entity kind; a kind Atrium does not know gets a question mark. */
export function KindIcon({ kind, ...props }: KindIconProps) {
  const Icon = KIND_ICONS[kind.toLowerCase()] ?? HelpOutlineIcon;
  return <Icon {...props} />;
}
