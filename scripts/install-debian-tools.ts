import { CHROMIUM, FONT_PACKAGES, hasFonts } from './ensure-chromium.ts';
import { MMDEBSTRAP } from './image/base-image.ts';
import { PODMAN, RUNC } from './image/engine.ts';
import { aptInstall, findProgram, howToInstall, type DebianProgram } from './lib/debian-packages.ts';
import { NGINX } from './lib/nginx-balancer.ts';

// `npm test`'s first step, run beside the others: every Debian package a later step needs and this machine lacks
// (Chromium and the fonts for the journeys; podman, runc and mmdebstrap for the images; nginx for the replicas),
// in one apt-get as root. A fresh CI machine has none of them. Without root it only says what is missing: each
// step that needs a program says so again (the image tests skip without an engine).
const TOOLS: readonly DebianProgram[] = [CHROMIUM, PODMAN, RUNC, MMDEBSTRAP, NGINX];

const missing = TOOLS.filter((tool) => !findProgram(tool.program));
const packages = [...new Set(missing.flatMap((tool) => tool.packages))];
if (!hasFonts()) packages.push(...FONT_PACKAGES);

if (packages.length === 0) {
  console.log('Every Debian tool the tests need is installed.');
} else if (process.getuid?.() !== 0) {
  console.log(`Missing: ${missing.map((tool) => tool.name).join(', ') || 'fonts'}. Not root, so nothing is installed:`);
  for (const tool of missing) console.log(howToInstall(tool));
} else {
  console.log(`Installing ${packages.join(', ')} with apt-get…`);
  try {
    aptInstall(packages);
  } catch (error) {
    console.error(`apt-get failed: ${(error as Error).message}`);
    process.exit(1);
  }
}
