#!/usr/bin/env node
// npm run build: every workspace, in dependency order, each stamped with the hash of its sources
// so that `npm start` knows the build is current.
import path from 'node:path';
import { builds, runBuild } from './builds.mjs';

const root = path.resolve(import.meta.dirname, '..');
for (const build of builds) {
  if (!runBuild(root, build)) process.exit(1);
}
