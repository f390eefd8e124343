import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { z } from 'zod';
import { createTemplateRenderer, TemplateRenderError } from './createTemplateRenderer';

const renderer = createTemplateRenderer();
afterAll(() => renderer.close());
const context = {
  parameters: {
    name: 'billing',
    count: 3,
    enabled: false,
    tags: ['a', 'b'],
    owner: { kind: 'Group', name: 'team-a' },
  },
  steps: { fetch: { output: { url: 'https://example.test/x', files: 2 } } },
  user: { ref: 'user:default/ada', entity: { metadata: { name: 'ada' } } },
  context: { task: { id: 'task-1' } },
};

describe('renderValue', () => {
  it('keeps the type of a string that is exactly one expression', async () => {
    expect(await renderer.renderValue('${{ parameters.count }}', context)).toBe(3);
    expect(await renderer.renderValue('${{ parameters.enabled }}', context)).toBe(false);
    expect(await renderer.renderValue('${{ parameters.tags }}', context)).toEqual(['a', 'b']);
    expect(await renderer.renderValue('${{parameters.owner}}', context)).toEqual({
      kind: 'Group',
      name: 'team-a',
    });
    expect(await renderer.renderValue('${{ steps.fetch.output.files + 1 }}', context)).toBe(3);
  });

  it('renders any other string to text', async () => {
    expect(await renderer.renderValue('svc-${{ parameters.name }}', context)).toBe('svc-billing');
    expect(await renderer.renderValue(' ${{ parameters.count }}', context)).toBe(' 3');
    expect(
      await renderer.renderValue('${{ parameters.name }}-${{ parameters.count }}', context),
    ).toBe('billing-3');
    expect(
      await renderer.renderValue('{% if parameters.enabled %}on{% else %}off{% endif %}', context),
    ).toBe('off');
  });

  it('reads user, steps and the task id', async () => {
    expect(await renderer.renderValue('${{ user.ref }}', context)).toBe('user:default/ada');
    expect(await renderer.renderValue('${{ user.entity.metadata.name }}', context)).toBe('ada');
    expect(await renderer.renderValue('${{ steps.fetch.output.url }}', context)).toBe(
      'https://example.test/x',
    );
    expect(await renderer.renderValue('${{ context.task.id }}', context)).toBe('task-1');
  });

  it('renders through objects and arrays and drops what renders to nothing', async () => {
    const input = {
      name: '${{ parameters.name }}',
      nested: { list: ['${{ parameters.count }}', 'x-${{ parameters.name }}', 7, true, null] },
      missing: '${{ parameters.nothing }}',
      empty: '',
    };
    expect(await renderer.renderValue(input, context)).toEqual({
      name: 'billing',
      nested: { list: [3, 'x-billing', 7, true, null] },
    });
  });

  it('leaves values without expressions as they are', async () => {
    expect(await renderer.renderValue({ a: 'plain', b: [1, 'two'] }, context)).toEqual({
      a: 'plain',
      b: [1, 'two'],
    });
  });

  it('names the expression of a syntax error', async () => {
    await expect(
      renderer.renderValue({ a: '${{ parameters.name ', b: 'ok' }, context),
    ).rejects.toThrow(
      /Template expression '\$\{\{ parameters.name ' could not be rendered: .*expected variable end/,
    );
  });

  it('names an unknown filter', async () => {
    let caught: unknown;
    try {
      await renderer.renderValue('${{ parameters.name | shout }}', context);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(TemplateRenderError);
    expect((caught as TemplateRenderError).expression).toBe('${{ parameters.name | shout }}');
    expect((caught as Error).message).toMatch(/filter not found: shout/);
  });

  it('stops a render that runs too long', async () => {
    const quick = createTemplateRenderer({ timeoutMs: 500 });
    onTestFinished(() => quick.close());
    await expect(
      quick.renderValue(
        '{% for i in range(0, 100000) %}{% for j in range(0, 100000) %}{% endfor %}{% endfor %}',
        context,
      ),
    ).rejects.toThrow(/longer than 500 ms/);
    expect(await quick.renderValue('${{ parameters.count }}', context)).toBe(3);
  });
});

it('limits range() so one render cannot fill the memory', async () => {
  expect(await renderer.renderValue('${{ range(3) }}', context)).toEqual([0, 1, 2]);
  expect(await renderer.renderValue('${{ range(10, 0, -5) }}', context)).toEqual([10, 5]);
  await expect(
    renderer.renderValue('${{ range(0, 100000000) | length }}', context),
  ).rejects.toThrow(/range\(\) gives at most 100000 numbers/);
});

describe('renderText', () => {
  it('always answers text', async () => {
    expect(await renderer.renderText('${{ parameters.count }}', context)).toBe('3');
    expect(await renderer.renderText('', context)).toBe('');
  });

  it('honours trimBlocks and lstripBlocks', async () => {
    const text = 'a\n  {% if true %}\nb\n  {% endif %}\nc';
    expect(await renderer.renderText(text, {})).toBe('a\n  \nb\n  \nc');
    expect(await renderer.renderText(text, {}, { trimBlocks: true, lstripBlocks: true })).toBe(
      'a\nb\nc',
    );
  });

  it('reads {{ }} and jsonify in cookiecutter mode', async () => {
    const values = { cookiecutter: { name: 'svc', list: [1] } };
    expect(
      await renderer.renderText(
        '{{ cookiecutter.name }} {{ cookiecutter.list | jsonify }}',
        values,
        {
          cookiecutterCompat: true,
        },
      ),
    ).toBe('svc [1]');
    expect(await renderer.renderText('{{ cookiecutter.name }}', values)).toBe(
      '{{ cookiecutter.name }}',
    );
  });
});

describe('the sandbox', () => {
  const probes = [
    "${{ ''.constructor.constructor('return process')() }}",
    "${{ ''.constructor.constructor('return process.env')() }}",
    "${{ range.constructor('return typeof require')() }}",
    "${{ cycler.constructor('return globalThis.process')() }}",
    "${{ [].constructor.constructor('return this')().process }}",
    "${{ ''.constructor.constructor('return import(\"node:fs\")')() }}",
    "${{ parameters.constructor.constructor('return Object.getPrototypeOf(globalThis).constructor')()('return process')() }}",
    "${{ (parameters.name | upper).constructor.constructor('return process.mainModule')() }}",
  ];

  it.each(probes)('does not reach the host from %s', async probe => {
    let result: unknown;
    try {
      result = await renderer.renderValue(probe, context);
    } catch (error) {
      expect(error).toBeInstanceOf(TemplateRenderError);
      return;
    }
    const text = JSON.stringify(result ?? null);
    expect(text).not.toMatch(/pid|versions|PATH|HOME|mainModule/);
    expect(['undefined', 'object']).toContain(typeof result);
    if (result !== undefined && result !== null) expect(result).toEqual({});
  });

  it('lets no template turn text into code', async () => {
    await expect(
      renderer.renderValue("${{ ''.constructor.constructor('return 1')() }}", context),
    ).rejects.toThrow(/Code generation from strings disallowed/);
  });

  it('gives no access to the host through a filter', async () => {
    await expect(
      renderer.renderValue(
        "${{ ('github.com?owner=o&repo=r' | parseRepoUrl).constructor.constructor('return process')() }}",
        context,
      ),
    ).rejects.toThrow(/Code generation from strings disallowed/);
  });

  it('keeps nothing from one render for the next', async () => {
    await expect(
      renderer.renderValue(
        '${{ {}.constructor.defineProperty({}.constructor.prototype, "stolen", { value: "s3cret" }) }}',
        context,
      ),
    ).rejects.toThrow(TemplateRenderError);
    await expect(
      renderer.renderValue('${{ [].constructor.prototype.push("s3cret") }}', context),
    ).rejects.toThrow(TemplateRenderError);
    await expect(
      renderer.renderValue('${{ {}.constructor.assign(range, { stash: "s3cret" }) }}', context),
    ).rejects.toThrow(TemplateRenderError);
    expect(await renderer.renderValue('${{ {}.stolen }}', context)).toBeUndefined();
    expect(await renderer.renderValue('${{ [].length }}', context)).toBe(0);
    expect(await renderer.renderValue('${{ range.stash }}', context)).toBeUndefined();
  });
});

describe('templating extensions', () => {
  const extended = createTemplateRenderer({
    extensions: [
      {
        filters: [
          {
            id: 'shout',
            schema: { arguments: [z.string()], output: z.string() },
            filter: value => `${String(value).toUpperCase()}!`,
          },
          {
            id: 'explode',
            filter: () => {
              throw new Error('no way');
            },
          },
        ],
        functions: [{ id: 'add', fn: (a, b) => Number(a) + Number(b) }],
        values: [{ id: 'company', value: { name: 'Acme' } }],
      },
    ],
  });
  afterAll(() => extended.close());

  it('uses contributed filters, functions and values', async () => {
    expect(await extended.renderValue('${{ parameters.name | shout }}', context)).toBe('BILLING!');
    expect(await extended.renderValue('${{ parameters.name | safe | shout }}', context)).toBe(
      'BILLING!',
    );
    expect(await extended.renderValue('${{ add(2, parameters.count) }}', context)).toBe(5);
    expect(await extended.renderValue('${{ company.name }}', context)).toBe('Acme');
  });

  it('turns a failing filter into a render error', async () => {
    await expect(extended.renderValue('${{ parameters.name | explode }}', context)).rejects.toThrow(
      /no way/,
    );
  });

  it('refuses a filter defined twice', () => {
    expect(() =>
      createTemplateRenderer({
        extensions: [{ filters: [{ id: 'pick', filter: () => 1 }] }],
      }),
    ).toThrow("The template filter 'pick' is defined more than once");
  });
});

describe('limits', () => {
  const limited = createTemplateRenderer({ timeoutMs: 20_000, maxMemoryMb: 32, workers: 1 });
  afterAll(() => limited.close());
  // Each string doubles the last: V8 flattens the final one in one allocation far past the heap
  // limit, which ends the whole process the render runs in.
  const oneHugeString =
    '{% set s = "xy" %}{% for i in range(0, 26) %}{% set s = s + s %}{% endfor %}${{ s | upper | length }}';
  const manySmallObjects =
    '{% set a = [] %}{% for i in range(0, 100000) %}{% for j in range(0, 100000) %}${{ a.push("x" + i + j) }}{% endfor %}{% endfor %}';

  it.each([oneHugeString, manySmallObjects])(
    'stops a render that needs more memory than allowed, and renders on: %s',
    async template => {
      await expect(limited.renderText(template, {})).rejects.toThrow(
        /could not be rendered: rendering needed more than 32 MB of memory and was stopped/,
      );
      expect(await limited.renderValue('${{ parameters.count }}', context)).toBe(3);
    },
  );

  it('refuses a result too large to hand back', async () => {
    const roomy = createTemplateRenderer({ maxMemoryMb: 256, workers: 1 });
    onTestFinished(() => roomy.close());
    await expect(
      roomy.renderText(
        '{% set s = "xxxxxxxx" %}{% for i in range(0, 22) %}{% set s = s + s %}{% endfor %}${{ s }}',
        {},
      ),
    ).rejects.toThrow(/the rendered result is larger than 16 MB/);
  });

  it('keeps the event loop free while a template loops, calling a filter of the server', async () => {
    const looping = createTemplateRenderer({
      timeoutMs: 1_500,
      workers: 1,
      extensions: [{ filters: [{ id: 'echo', filter: value => value }] }],
    });
    onTestFinished(() => looping.close());
    await looping.renderValue('${{ 1 }}', {});
    let longestGap = 0;
    let last = Date.now();
    const ticker = setInterval(() => {
      longestGap = Math.max(longestGap, Date.now() - last);
      last = Date.now();
    }, 10);
    try {
      await expect(
        looping.renderText(
          '{% for i in range(0, 100000) %}{% for j in range(0, 100000) %}${{ i | echo }}{% endfor %}{% endfor %}',
          {},
        ),
      ).rejects.toThrow(/rendering took longer than 1500 ms and was stopped/);
    } finally {
      clearInterval(ticker);
    }
    // A render on this thread would have held it for the whole 1.5 s.
    expect(longestGap).toBeLessThan(500);
  });
});
