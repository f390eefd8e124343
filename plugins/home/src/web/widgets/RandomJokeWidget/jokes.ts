/** A joke shown in two parts: the setup, then the punchline below it. */
export interface Joke {
  setup: string;
  punchline: string;
}

/** `any` draws from every category. */
export const JOKE_CATEGORIES = ['any', 'programming', 'dad'] as const;
export type JokeCategory = (typeof JOKE_CATEGORIES)[number];

export const JOKE_CATEGORY_LABELS: Record<JokeCategory, string> = {
  any: 'Any',
  programming: 'Programming',
  dad: 'Dad',
};

// Shipped with the app: a portal inside a company network often cannot reach a joke service.
const JOKES: Record<Exclude<JokeCategory, 'any'>, readonly Joke[]> = {
  programming: [
    {
      setup: 'Why do programmers mix up Halloween and Christmas?',
      punchline: 'Because Oct 31 equals Dec 25.',
    },
    {
      setup: 'How many programmers does it take to change a light bulb?',
      punchline: "None. That's a hardware problem.",
    },
    {
      setup: 'Why did the developer go broke?',
      punchline: 'He used up all his cache.',
    },
    {
      setup: 'What is a programmer’s favourite place to hang out?',
      punchline: 'The Foo Bar.',
    },
    {
      setup: 'Why was the JavaScript developer sad?',
      punchline: "Because they didn't know how to 'null' their feelings.",
    },
    {
      setup: 'Why do Java developers wear glasses?',
      punchline: "Because they don't C#.",
    },
    {
      setup: 'What did the function say to the caller that passed too many arguments?',
      punchline: "Sorry, I'm not taking any more parameters today.",
    },
    {
      setup: 'Why did the pull request feel lonely?',
      punchline: 'Nobody would review it.',
    },
    {
      setup: 'A SQL query walks into a bar, goes up to two tables and asks…',
      punchline: '“May I join you?”',
    },
    {
      setup: 'Why did the microservice break up with the monolith?',
      punchline: 'It needed some space to scale on its own.',
    },
    {
      setup: 'What do you call a bug that survives every release?',
      punchline: 'A feature with seniority.',
    },
    {
      setup: 'Why do programmers prefer dark mode?',
      punchline: 'Because light attracts bugs.',
    },
  ],
  dad: [
    {
      setup: 'What do you call a fake noodle?',
      punchline: 'An impasta.',
    },
    {
      setup: 'Why did the scarecrow win an award?',
      punchline: 'He was outstanding in his field.',
    },
    {
      setup: 'What do you call a bear with no teeth?',
      punchline: 'A gummy bear.',
    },
    {
      setup: 'Why don’t eggs tell jokes?',
      punchline: "They'd crack each other up.",
    },
    {
      setup: 'What did the ocean say to the beach?',
      punchline: 'Nothing, it just waved.',
    },
    {
      setup: 'Why can’t a bicycle stand up on its own?',
      punchline: "It's two tired.",
    },
    {
      setup: 'What do you call cheese that isn’t yours?',
      punchline: 'Nacho cheese.',
    },
    {
      setup: 'How does a penguin build its house?',
      punchline: 'Igloos it together.',
    },
    {
      setup: 'Why did the coffee file a police report?',
      punchline: 'It got mugged.',
    },
    {
      setup: 'What do you call a sleeping dinosaur?',
      punchline: 'A dino-snore.',
    },
    {
      setup: 'Why did the calendar feel popular?',
      punchline: 'Its days were numbered, but it had plenty of dates.',
    },
    {
      setup: 'What kind of tree fits in your hand?',
      punchline: 'A palm tree.',
    },
  ],
};

export function jokesOf(category: JokeCategory): readonly Joke[] {
  return category === 'any' ? [...JOKES.programming, ...JOKES.dad] : JOKES[category];
}

/**
 * Another joke of the category than `current`, when the category has one; `random` is in
 * [0, 1) like Math.random.
 */
export function pickJoke(category: JokeCategory, current: Joke | undefined, random: number): Joke {
  const jokes = jokesOf(category);
  const others = jokes.length > 1 ? jokes.filter(joke => joke !== current) : jokes;
  return others[Math.floor(random * others.length)] ?? jokes[0]!;
}

export function isJokeCategory(value: string): value is JokeCategory {
  return (JOKE_CATEGORIES as readonly string[]).includes(value);
}
