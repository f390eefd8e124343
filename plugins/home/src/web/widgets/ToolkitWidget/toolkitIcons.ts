import BuildIcon from '@mui/icons-material/BuildOutlined';
import ChatIcon from '@mui/icons-material/ChatOutlined';
import CloudIcon from '@mui/icons-material/CloudOutlined';
import CodeIcon from '@mui/icons-material/Code';
import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import DocsIcon from '@mui/icons-material/DescriptionOutlined';
import LinkIcon from '@mui/icons-material/Link';
import SecurityIcon from '@mui/icons-material/SecurityOutlined';
import type { ComponentType } from 'react';

/**
 * The icons a `home.toolkit` link may name (plugins/home/README.md#configuration); config can
 * only name icons, not ship them, so the set is fixed here. Unknown names get the link icon.
 */
const TOOLKIT_ICONS: Record<string, ComponentType> = {
  build: BuildIcon,
  chat: ChatIcon,
  cloud: CloudIcon,
  code: CodeIcon,
  dashboard: DashboardIcon,
  docs: DocsIcon,
  link: LinkIcon,
  security: SecurityIcon,
};

export function toolkitIcon(name: string | undefined): ComponentType {
  return (name && TOOLKIT_ICONS[name]) || LinkIcon;
}
