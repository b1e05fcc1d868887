// The server as `npm start` runs it: src/main.ts and the domain package compiled ahead into
// packages/server/dist, every npm package left to Node. Running the TypeScript through tsx costs
// about 1.5 s of CPU at each start (its loader sees each of some 900 modules); a server killed
// must be back within 3 s, so it starts from the compiled files. They are compiled again whenever
// a source has changed since (ensureServerBuilt); `node scripts/build-server.mjs` compiles now.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const serverRoot = path.join(root, 'packages/server');
const distDir = path.join(serverRoot, 'dist');
/** Names the current build's folder and the sources it was compiled from. */
const currentPath = path.join(distDir, 'current.json');
// Besides the sources: a change of dependencies or of this script also calls for a new build.
const extraInputs = [
  path.join(root, 'package-lock.json'),
  path.join(serverRoot, 'package.json'),
  path.join(serverRoot, 'tsconfig.json'),
  path.join(root, 'tsconfig.base.json'),
  import.meta.filename,
];
// An older build's folder is removed once no process can still be starting from it.
const keepOldBuildsMs = 10 * 60_000;

/** The compiled server's entry, compiled first unless the current build matches the sources. */
export async function ensureServerBuilt() {
  return currentBuild() ?? (await buildServer());
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
  const { build } = await import('esbuild');
  const dir = `server-${Date.now()}-${process.pid}`;
  const building = path.join(distDir, `.${dir}`);
  const result = await build({
    absWorkingDir: root,
    entryPoints: [path.join(serverRoot, 'src/main.ts')],
    outdir: building,
    bundle: true,
    // Modules the server imports only when configured (the S3 storage and its SDK) stay in
    // files of their own, loaded only then.
    splitting: true,
    chunkNames: 'chunk-[hash]',
    platform: 'node',
    format: 'esm',
    target: `node${process.versions.node.split('.')[0]}`,
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    plugins: [workspaceSourcesOnly],
  });
  const inputs = {};
  for (const input of [
    ...Object.keys(result.metafile.inputs).map((file) => path.resolve(root, file)),
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
 * npm packages stay outside the build, loaded by Node from node_modules as under tsx (native
 * modules, WebAssembly and data files read beside their code, one copy of graphql); only this
 * repository's TypeScript (the server's and @specboard/domain's) is compiled in. Each file keeps
 * its own import.meta.url and import.meta.dirname, which the server uses to find its GraphQL
 * schemas, migrations and the web app.
 */
const workspaceSourcesOnly = {
  name: 'workspace-sources-only',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@specboard/') || args.path.startsWith('node:')
        ? undefined
        : { path: args.path, external: true },
    );
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
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
