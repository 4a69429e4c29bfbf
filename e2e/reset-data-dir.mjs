// Starts every browser run on an empty data directory (the server then migrates and seeds the demo data).
import fs from 'node:fs';

const dir = process.argv[2];
if (!dir?.startsWith('.tmp/')) throw new Error(`refusing to delete ${dir}`);
fs.rmSync(dir, { recursive: true, force: true });
