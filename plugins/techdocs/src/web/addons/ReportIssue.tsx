import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { useEffect, useState, type RefObject } from 'react';
import { issueTarget, newIssueUrl, type IssueTarget } from './issueUrl';

/** Spec 001 §9: the selection settles this long before the add-on offers an issue. */
export const REPORT_ISSUE_DEBOUNCE_MS = 500;

export interface ReportIssueProps {
  /** The page's edit URL; without one (or on an unknown host) the add-on shows nothing. */
  editUrl?: string;
  /** The article whose selected text is reported. */
  articleRef: RefObject<HTMLElement | null>;
}

interface Selected {
  text: string;
  top: number;
  left: number;
}

/** The report issue add-on: selecting text of the article offers a new issue quoting it. */
export function ReportIssue({ editUrl, articleRef }: ReportIssueProps) {
  const target = editUrl ? issueTarget(editUrl) : undefined;
  const selected = useArticleSelection(articleRef, target !== undefined);
  if (!target || !selected) return null;
  return <IssuePopover target={target} selected={selected} />;
}

function IssuePopover({ target, selected }: { target: IssueTarget; selected: Selected }) {
  const label = target.host === 'github' ? 'Open new GitHub issue' : 'Open new GitLab issue';
  return (
    <Paper
      elevation={4}
      role="dialog"
      aria-label="Report an issue"
      sx={{ position: 'fixed', top: selected.top, left: selected.left, p: 1, zIndex: 'tooltip' }}
    >
      <Link
        href={newIssueUrl(target, selected.text, window.location.href)}
        target="_blank"
        rel="noopener noreferrer"
      >
        {label}
      </Link>
    </Paper>
  );
}

function useArticleSelection(
  articleRef: RefObject<HTMLElement | null>,
  enabled: boolean,
): Selected | undefined {
  const [selected, setSelected] = useState<Selected>();
  useEffect(() => {
    if (!enabled) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = () => {
      const selection = document.getSelection();
      const article = articleRef.current;
      const text = selection?.toString().trim() ?? '';
      if (!selection || selection.rangeCount === 0 || !text || !article) {
        setSelected(undefined);
        return;
      }
      const range = selection.getRangeAt(0);
      if (!article.contains(range.commonAncestorContainer)) {
        setSelected(undefined);
        return;
      }
      // jsdom and some old engines have no layout: the popover then sits at the corner.
      const rect = range.getBoundingClientRect?.();
      setSelected({ text, top: (rect?.bottom ?? 0) + 8, left: rect?.left ?? 0 });
    };
    const onChange = () => {
      clearTimeout(timer);
      timer = setTimeout(read, REPORT_ISSUE_DEBOUNCE_MS);
    };
    document.addEventListener('selectionchange', onChange);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('selectionchange', onChange);
    };
  }, [articleRef, enabled]);
  return enabled ? selected : undefined;
}
