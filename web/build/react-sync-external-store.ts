/**
 * What `use-sync-external-store/shim` gives on React 18 and later: React's own hook. react-i18next imports the shim
 * (for React 16 and 17); built, the shim is a CommonJS module that needs Rolldown's interop helpers and checks the
 * React version on every start. The client runs React 19, so the build resolves the shim here (web/vite.config.ts).
 */
export { useSyncExternalStore } from 'react';
