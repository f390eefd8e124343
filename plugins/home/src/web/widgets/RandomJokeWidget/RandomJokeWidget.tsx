import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  isJokeCategory,
  JOKE_CATEGORIES,
  JOKE_CATEGORY_LABELS,
  pickJoke,
  type JokeCategory,
} from './jokes';

/** A joke from the shipped set, of a category the user picks; 'Reroll' draws another. */
export function RandomJokeWidget() {
  const [category, setCategory] = useState<JokeCategory>('any');
  const [joke, setJoke] = useState(() => pickJoke('any', undefined, Math.random()));
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <TextField
        select
        size="small"
        label="Category"
        value={category}
        onChange={event => {
          const next = event.target.value;
          if (!isJokeCategory(next)) return;
          setCategory(next);
          setJoke(pickJoke(next, undefined, Math.random()));
        }}
        slotProps={{ select: { native: true } }}
      >
        {JOKE_CATEGORIES.map(option => (
          <option key={option} value={option}>
            {JOKE_CATEGORY_LABELS[option]}
          </option>
        ))}
      </TextField>
      <div aria-live="polite">
        <Typography>{joke.setup}</Typography>
        <Typography sx={{ fontWeight: 'bold', mt: 1 }}>{joke.punchline}</Typography>
      </div>
      <Button variant="outlined" onClick={() => setJoke(pickJoke(category, joke, Math.random()))}>
        Reroll
      </Button>
    </Stack>
  );
}
