import IconButton from '@mui/material/IconButton';
import SvgIcon from '@mui/material/SvgIcon';
import { useEffect, useState } from 'react';
import { GLOBAL_CLASSES } from '../../styles/globalClasses';

export interface CopyTextButtonProps {
  text: string;
  /** Accessible name of the button. */
  label?: string;
  tooltipText?: string;
  /** How long the confirmation stays, in ms. */
  tooltipDelay?: number;
  /** Called when the clipboard refuses the text (permission denied, insecure context). */
  onError?: (error: Error) => void;
}

export function CopyTextButton({
  text,
  label = 'Copy text',
  tooltipText = 'Copied to clipboard',
  tooltipDelay = 1000,
  onError,
}: CopyTextButtonProps) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), tooltipDelay);
    return () => clearTimeout(timer);
  }, [copied, tooltipDelay]);

  async function copy() {
    try {
      // Absent outside secure contexts, so reach it lazily and report that as a failure too.
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch (error) {
      onError?.(error instanceof Error ? error : new Error(String(error)));
    }
  }

  // The confirmation is a bubble beside the button, styled by the app's global classes: this
  // button sits in the shell's error panel, and MUI's Tooltip would bring its positioning engine
  // into every page's first load.
  return (
    <span className={GLOBAL_CLASSES.tooltipAnchor}>
      <IconButton aria-label={label} size="small" onClick={() => void copy()}>
        <SvgIcon fontSize="small" aria-hidden>
          <rect
            x="8"
            y="7"
            width="11"
            height="14"
            rx="1.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
          <path
            d="M5 17V4.5A1.5 1.5 0 0 1 6.5 3H15"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
        </SvgIcon>
      </IconButton>
      {copied && (
        <span role="tooltip" className={GLOBAL_CLASSES.tooltipLeft}>
          {tooltipText}
        </span>
      )}
    </span>
  );
}
