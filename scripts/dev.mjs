// `npm run dev`: the server restarts on change (tsx watch) and the web app hot-reloads (Vite),
// with Vite proxying /graphql to the server.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = process.env.PORT ?? '3000';
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/main.ts'], {
    cwd: path.join(root, 'packages/server'),
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: port,
      // The server's configuration has the one default data folder; a folder given is read from here.
      ...(process.env.DATA_DIR ? { DATA_DIR: path.resolve(process.env.DATA_DIR) } : {}),
    },
  }),
  spawn('npx', ['vite'], {
    cwd: path.join(root, 'packages/web'),
    stdio: 'inherit',
    env: { ...process.env, API_ORIGIN: `http://127.0.0.1:${port}` },
  }),
];
const stopAll = () => {
  for (const child of children) child.kill('SIGTERM');
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stopAll);
for (const child of children) {
  child.on('exit', (code) => {
    stopAll();
    process.exit(code ?? 0);
  });
}
