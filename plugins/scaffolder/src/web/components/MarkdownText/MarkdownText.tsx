import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link } from '@atrium/web-core';
import { useMemo, type ReactNode } from 'react';
import { parseMarkdown, type MarkdownInline } from './parseMarkdown';

export interface MarkdownTextProps {
  content: string;
}

/** Markdown shown as React elements (see parseMarkdown): safe for text a template produced. */
export function MarkdownText({ content }: MarkdownTextProps) {
  const blocks = useMemo(() => parseMarkdown(content), [content]);
  return (
    <Box sx={{ '& > :first-of-type': { mt: 0 } }}>
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'heading':
            return (
              <Typography
                key={index}
                component={`h${Math.min(block.level + 2, 6)}` as 'h3'}
                variant={block.level <= 1 ? 'h6' : 'subtitle1'}
                sx={{ mt: 2, mb: 1 }}
              >
                {renderInline(block.children)}
              </Typography>
            );
          case 'paragraph':
            return (
              <Typography key={index} variant="body2" sx={{ my: 1 }}>
                {renderInline(block.children)}
              </Typography>
            );
          case 'list':
            return (
              <Box key={index} component={block.ordered ? 'ol' : 'ul'} sx={{ my: 1, pl: 3 }}>
                {block.items.map((item, itemIndex) => (
                  <Typography key={itemIndex} component="li" variant="body2">
                    {renderInline(item)}
                  </Typography>
                ))}
              </Box>
            );
          case 'code':
            return <CodeBlock key={index} text={block.text} />;
        }
      })}
    </Box>
  );
}

export function CodeBlock({ text, label }: { text: string; label?: string }) {
  return (
    <Box
      component="pre"
      aria-label={label}
      sx={{
        my: 1,
        p: 1.5,
        overflowX: 'auto',
        borderRadius: 1,
        bgcolor: 'action.hover',
        color: 'text.primary',
        fontFamily: 'monospace',
        fontSize: '0.8125rem',
      }}
    >
      <code>{text}</code>
    </Box>
  );
}

function renderInline(nodes: MarkdownInline[]): ReactNode {
  return nodes.map((node, index) => {
    switch (node.kind) {
      case 'text':
        return node.text;
      case 'code':
        return (
          <Box
            key={index}
            component="code"
            sx={{ fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 }}
          >
            {node.text}
          </Box>
        );
      case 'strong':
        return <strong key={index}>{renderInline(node.children)}</strong>;
      case 'em':
        return <em key={index}>{renderInline(node.children)}</em>;
      case 'link':
        // Link renders `javascript:` targets as plain text.
        return (
          <Link key={index} href={node.href}>
            {renderInline(node.children)}
          </Link>
        );
    }
  });
}
