import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

// Drawn here because @mui/icons-material is not a dependency of the app.

export function SettingsIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M19.4 13a7.6 7.6 0 0 0 0-2l2.1-1.6-2-3.5-2.5 1a7.3 7.3 0 0 0-1.7-1L15 3h-4l-.4 2.9a7.3 7.3 0 0 0-1.7 1l-2.5-1-2 3.5L6.6 11a7.6 7.6 0 0 0 0 2l-2.1 1.6 2 3.5 2.5-1a7.3 7.3 0 0 0 1.7 1L11 21h4l.4-2.9a7.3 7.3 0 0 0 1.7-1l2.5 1 2-3.5L19.4 13zM13 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7z" />
    </SvgIcon>
  );
}

/** For nav items that bring no icon of their own. */
export function DefaultNavIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" />
    </SvgIcon>
  );
}

export function PinIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M16 9V4h1V2H7v2h1v5l-2 2v2h5.2v7h1.6v-7H18v-2l-2-2z" />
    </SvgIcon>
  );
}
