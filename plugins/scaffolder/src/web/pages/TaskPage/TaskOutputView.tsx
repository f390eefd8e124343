import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import SvgIcon from '@mui/material/SvgIcon';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Link } from '@atrium/web-core';
import { useState, type ReactNode } from 'react';
import { entityPageOf } from '../../components/EntityLink/entityPagePath';
import { MarkdownText } from '../../components/MarkdownText/MarkdownText';
import type { OutputLink, TaskOutput } from './taskState';

// A few icon names templates commonly use; anything else gets the plain link icon.
const ICONS: Record<string, ReactNode> = {
  catalog: <path d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" fill="currentColor" />,
  docs: (
    <path
      d="M6 2h9l5 5v15H6zM14 3v5h5M9 12h8M9 16h8"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
    />
  ),
  link: (
    <path
      d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    />
  ),
};

function linkIcon(link: OutputLink): ReactNode {
  const name = link.icon ?? (link.entityRef ? 'catalog' : 'link');
  return (
    <SvgIcon fontSize="small" aria-hidden>
      {ICONS[name] ?? ICONS.link}
    </SvgIcon>
  );
}

function linkTarget(link: OutputLink): { href: string; text: string } | undefined {
  if (link.entityRef) {
    const page = entityPageOf(link.entityRef);
    if (page) return { href: page.path, text: link.title ?? page.text };
  }
  if (link.url) return { href: link.url, text: link.title ?? link.url };
  return undefined;
}

/** What the finished task produced (spec.output): links such as the new entity's page, and text. */
export function TaskOutputView({ output }: { output: TaskOutput }) {
  const texts = output.text.filter(text => typeof text.content === 'string');
  const initial = Math.max(
    0,
    texts.findIndex(text => text.default),
  );
  const [textIndex, setTextIndex] = useState(initial);
  const links = output.links.flatMap(link => {
    const target = linkTarget(link);
    return target ? [{ ...target, icon: linkIcon(link) }] : [];
  });
  if (links.length === 0 && texts.length === 0) return null;
  const shownText = texts[textIndex] ?? texts[0];

  return (
    <Paper component="section" aria-label="Output" sx={{ p: 2 }}>
      {links.length > 0 && (
        <Box
          component="ul"
          aria-label="Output links"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
        >
          {links.map((link, index) => (
            <li key={index}>
              <Button component={Link} href={link.href} variant="outlined" startIcon={link.icon}>
                {link.text}
              </Button>
            </li>
          ))}
        </Box>
      )}
      {texts.length > 1 && (
        <ToggleButtonGroup
          exclusive
          size="small"
          value={textIndex}
          onChange={(_event, value: number | null) => value !== null && setTextIndex(value)}
          aria-label="Output text"
          sx={{ mt: links.length > 0 ? 2 : 0 }}
        >
          {texts.map((text, index) => (
            <ToggleButton key={index} value={index}>
              {text.title ?? `Text ${index + 1}`}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
      {shownText?.content !== undefined && (
        <Box sx={{ mt: links.length > 0 || texts.length > 1 ? 2 : 0 }}>
          {texts.length === 1 && shownText.title && (
            <Typography variant="h6" component="h3">
              {shownText.title}
            </Typography>
          )}
          <MarkdownText content={shownText.content} />
        </Box>
      )}
    </Paper>
  );
}
