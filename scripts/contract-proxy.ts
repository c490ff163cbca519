// Placeholder until this command is built; it must never look like a pass.
console.error('npm run contract-proxy: not built yet.');
process.exit(1);
