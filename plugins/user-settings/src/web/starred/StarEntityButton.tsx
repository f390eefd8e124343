import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import SvgIcon from '@mui/material/SvgIcon';
import Tooltip from '@mui/material/Tooltip';
import { useStarredEntities } from './StarredEntitiesContext';

const starPath =
  'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z';
const starBorderPath =
  'm22 9.24-7.19-.62L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21 12 17.27 18.18 21l-1.63-7.03zM12 15.4l-3.76 2.27 1-4.28-3.32-2.88 4.38-.38L12 6.1l1.71 4.04 4.38.38-3.32 2.88 1 4.28z';

export interface StarEntityButtonProps {
  entityRef: string;
  size?: IconButtonProps['size'];
  /** Called when saving the change fails; the star is then back as it was. */
  onError?: (error: Error) => void;
}

/** Stars or unstars one entity (spec 001 §4, star toggle). */
export function StarEntityButton({ entityRef, size, onError }: StarEntityButtonProps) {
  const { isStarred, toggle } = useStarredEntities();
  const starred = isStarred(entityRef);
  const label = starred ? 'Remove from favorites' : 'Add to favorites';

  function onClick() {
    toggle(entityRef).catch((error: unknown) => {
      onError?.(error instanceof Error ? error : new Error(String(error)));
    });
  }

  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} aria-pressed={starred} size={size} onClick={onClick}>
        <SvgIcon sx={starred ? { color: '#f3ba37' } : undefined}>
          <path d={starred ? starPath : starBorderPath} />
        </SvgIcon>
      </IconButton>
    </Tooltip>
  );
}
