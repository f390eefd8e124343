import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { splitHighlights } from './splitHighlights';

export interface HighlightedTextProps {
  text: string;
  preTag?: string;
  postTag?: string;
}

/** A result's field with the matched words in `<mark>`; without tags the text as it is. */
export function HighlightedText({ text, preTag, postTag }: HighlightedTextProps) {
  if (!preTag || !postTag) return <>{text}</>;
  return (
    <>
      {splitHighlights(text, preTag, postTag).map((part, index) =>
        part.matched ? (
          <Box
            component="mark"
            key={index}
            sx={theme => ({
              color: 'inherit',
              fontWeight: 600,
              borderRadius: 0.5,
              bgcolor: alpha(
                theme.palette.warning.main,
                theme.palette.mode === 'dark' ? 0.35 : 0.3,
              ),
            })}
          >
            {part.text}
          </Box>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
