// Builds the server that `npm start` runs: one ES module, apps/server/dist/main.mjs.
//
// Loading a few thousand TypeScript and dependency modules one by one takes the server about
// 2.5 s before it can read its configuration; one bundled file loads in a fraction of that,
// so the portal answers sooner after every start and restart.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bundleFile = path.join(appDir, 'dist', 'main.mjs');

// Native addons, and optional modules their packages only try to load, stay outside.
const EXTERNAL = ['better-sqlite3', 'pg-native'];
// Loaded by `import()` only when first needed (the Kubernetes client is over half of what the
// bundle would be): kept outside, and imported from where it is installed when that happens.
const LOADED_WHEN_NEEDED = ['@kubernetes/client-node'];

const loadWhenNeeded = {
  name: 'load-when-needed',
  setup(builder) {
    const names = new RegExp(
      `^(${LOADED_WHEN_NEEDED.map(n => n.replace(/[/.]/g, '\\$&')).join('|')})$`,
    );
    builder.onResolve({ filter: names }, async args => {
      if (args.pluginData?.resolving) return undefined;
      const found = await builder.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        pluginData: { resolving: true },
      });
      if (found.errors.length > 0) return { errors: found.errors };
      return { path: pathToFileURL(found.path).href, external: true };
    });
  },
};

/**
 * Every module keeps its own `import.meta.url`: worker threads, child-process entries and the web
 * app's folder are found next to the source file that names them, as when running from source.
 */
const keepModuleUrls = {
  name: 'keep-module-urls',
  setup(builder) {
    // Each file is read here once; esbuild would read it again if this left it alone.
    builder.onLoad({ filter: /\.(m?[jt]sx?|cjs)$/ }, async args => {
      const source = await readFile(args.path, 'utf8');
      const url = JSON.stringify(pathToFileURL(args.path).href);
      return {
        contents: source.includes('import.meta.url')
          ? source.replaceAll('import.meta.url', url)
          : source,
        loader: loaderFor(args.path),
        resolveDir: path.dirname(args.path),
      };
    });
  },
};

function loaderFor(file) {
  if (file.endsWith('.tsx')) return 'tsx';
  if (file.endsWith('.ts') || file.endsWith('.mts')) return 'ts';
  if (file.endsWith('.jsx')) return 'jsx';
  return 'js';
}

/** Writes the bundle to `outfile` (inside apps/server, where its dependencies resolve). */
export async function bundleServer(outfile = bundleFile) {
  await build({
    entryPoints: [path.join(appDir, 'src', 'main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: EXTERNAL,
    plugins: [loadWhenNeeded, keepModuleUrls],
    // Dependencies written as CommonJS call require(); an ES module has none of its own.
    banner: {
      js: "import { createRequire as atriumCreateRequire } from 'node:module';\nconst require = atriumCreateRequire(import.meta.url);",
    },
    legalComments: 'none',
    logLevel: 'warning',
  });
  await writeFile(outfile, asciiOnly(await readFile(outfile, 'utf8')));
  return outfile;
}

/**
 * V8 keeps a script's source in memory, and a single character outside Latin-1 makes all of it a
 * two-byte string: 16 MB instead of 8. esbuild escapes such characters in strings but leaves the
 * few in comments and regular expressions, where `\uXXXX` means the same.
 */
function asciiOnly(source) {
  return source.replace(
    /[^\t-~]/g, // all but tab to tilde: printable ASCII and line breaks stay
    char => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

// `node scripts/bundleServer.mjs [--outfile FILE]`
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--outfile');
  const outfile = at > 0 ? path.resolve(process.argv[at + 1]) : bundleFile;
  const started = performance.now();
  await bundleServer(outfile);
  const ms = Math.round(performance.now() - started);
  process.stdout.write(
    `Server bundled into ${path.relative(process.cwd(), outfile)} in ${ms} ms\n`,
  );
}
