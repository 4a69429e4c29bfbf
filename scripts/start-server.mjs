// Starts the server (apps/server/src/main.ts) from one bundled file. Loading its ~500 TypeScript modules through
// tsx's loader costs seconds of CPU on every start; the bundle loads in a few hundred milliseconds. The bundle is
// rebuilt (esbuild, under a second) whenever a source it was made from changed, so a start always runs what is
// checked out. `npm run dev` keeps tsx for hot reload. `--build-only` builds when needed and exits (the bench).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Raise it when the build options below change: every existing bundle is then rebuilt. */
const BUILD_VERSION = 2;

const root = path.resolve(import.meta.dirname, '..');
const entry = path.join(root, 'apps/server/src/main.ts');
const outDir = path.join(root, 'apps/server/dist');
const bundle = path.join(outDir, 'server.mjs');
const inputsFile = path.join(outDir, 'server.inputs.json');

const stamp = (file) => {
  try {
    const s = fs.statSync(file);
    return `${s.mtimeMs}:${s.size}`;
  } catch {
    return 'missing';
  }
};

/** The bundle is current when every file it was made from is unchanged (and it was made by this esbuild). */
const current = (esbuildVersion) => {
  try {
    const made = JSON.parse(fs.readFileSync(inputsFile, 'utf8'));
    if (made.build !== BUILD_VERSION || made.esbuild !== esbuildVersion || !fs.existsSync(bundle)) return false;
    return Object.entries(made.inputs).every(([file, s]) => stamp(path.join(root, file)) === s);
  } catch {
    return false;
  }
};

/** Written under a temporary name, then renamed: a second process starting at the same time never reads half a file. */
const writeAtomically = (file, contents) => {
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, contents);
  fs.renameSync(tmp, file);
};

const workspaceSources = {
  name: 'workspace-sources',
  setup(build) {
    // Packages stay in node_modules (native addons, wasm and data files load from where they are installed); only
    // the workspace's own TypeScript (the server and @kc/*) goes into the bundle.
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@kc/') || path.isAbsolute(args.path) ? undefined : { path: args.path, external: true },
    );
    // import.meta keeps naming each source file, so paths relative to it (migrations, fonts, the web app) hold.
    build.onLoad({ filter: /\.ts$/ }, async (args) => ({
      contents: (await fs.promises.readFile(args.path, 'utf8'))
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
        .replaceAll('import.meta.filename', JSON.stringify(args.path)),
      loader: 'ts',
    }));
  },
};

const esbuildVersion = createRequire(import.meta.url)('esbuild/package.json').version;
const buildOnly = process.argv.includes('--build-only');
const upToDate = current(esbuildVersion);
if (!upToDate) {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [entry],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    sourcesContent: false,
    keepNames: true,
    metafile: true,
    write: false,
    logLevel: 'warning',
    plugins: [workspaceSources],
  });
  fs.mkdirSync(outDir, { recursive: true });
  const map = result.outputFiles.find((f) => f.path.endsWith('.map'));
  const code = result.outputFiles.find((f) => f.path.endsWith('.mjs'));
  if (map) writeAtomically(map.path, map.contents);
  writeAtomically(code.path, code.contents);
  const inputs = Object.fromEntries(Object.keys(result.metafile.inputs).map((f) => [f, stamp(path.join(root, f))]));
  writeAtomically(inputsFile, JSON.stringify({ build: BUILD_VERSION, esbuild: esbuildVersion, inputs }));
}

if (buildOnly) {
  console.log(upToDate ? 'server bundle current' : 'server bundle built');
} else {
  // Stack traces name the bundle's lines (and, with keepNames, the functions). Reading source maps costs a restart
  // about 0.4 s of CPU (Node parses every map of every module it loads), so they are read only on request:
  // NODE_OPTIONS=--enable-source-maps npm start names the TypeScript sources.
  await import(pathToFileURL(bundle).href);
}
