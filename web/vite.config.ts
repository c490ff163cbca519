import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { chunkHints, OTHER_LANGUAGE_TEXTS, SIGNED_IN_HEADER_CHUNK } from './build/chunk-hints.ts';
import { freshOutDir } from './build/fresh-out-dir.ts';
import { precompress } from './build/precompress.ts';
import { appServiceWorker } from './build/service-worker.ts';
import { webManifestFile } from './build/web-manifest.ts';

/**
 * react-router's exports map has no production condition (every import resolves to dist/development): a build
 * takes its production files instead; the dev server keeps the development ones and their warnings.
 */
function productionReactRouter(): Plugin {
  const dir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  return {
    name: 'production-react-router',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: join(dir, 'dist/production/index.mjs') },
          { find: /^react-router\/dom$/, replacement: join(dir, 'dist/production/dom-export.mjs') },
        ],
      },
    }),
  };
}

/**
 * Icons only the account screens and their dialogs show (the signed-out card's lock, the resume's file and upload,
 * KYC's shield, the interviews' and the applications' star): they travel with the account screens' frame, not in the
 * shared 'screens' file every first load takes — the home screen shows none of them. An icon the home screen starts
 * to use comes off this list, or its first load fetches the frame (tests/e2e/home-scripts.spec.ts tells).
 */
const ACCOUNT_ICONS = String.raw`[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](file-text|lock|shield-check|star|upload)\.mjs$`;

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // The service worker's plugins come last: it lists what the others wrote (the screens' documents included).
  plugins: [
    freshOutDir(),
    react(),
    productionReactRouter(),
    chunkHints(),
    webManifestFile(),
    precompress(),
    appServiceWorker(),
  ],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(new URL('build/react-sync-external-store.ts', import.meta.url)),
      },
    ],
  },
  build: {
    // What `vite preview` serves; `npm run build` writes each build to a fresh folder and swaps it in here
    // (scripts/lib/build-swap.ts), and freshOutDir refuses a build straight into it.
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    // One stylesheet for every screen and dialog (about 12 KB gzip): on a phone's HTTP/1.1 connection a few KB more
    // in one file arrive sooner than three to five stylesheets per screen, and no dialog waits for its styles (so
    // web/build/chunk-hints.ts hints scripts only).
    cssCodeSplit: false,
    // No list of each lazy chunk's dependencies in the chunks that import it (Vite's preload helper): every document
    // preloads its screen's chunks, and once the first screen is idle every other chunk is preloaded
    // (web/build/chunk-hints.ts), so the lists only weighed on the first load (about 0.8 KB gzip on the home screen's).
    modulePreload: false,
    // Maps are written for debugging but not linked from the scripts; the server refuses them unless
    // SERVE_SOURCEMAPS=1, and then links them with a SourceMap header.
    sourcemap: 'hidden',
    rollupOptions: {
      // The page's start script is an entry of its own (web/build/chunk-hints.ts writes it into every document): it
      // runs before the first paint, and asks for the app's entry once the screen's outline is painted.
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        start: fileURLToPath(new URL('src/start.ts', import.meta.url)),
      },
      // Machine and rule modules, and the entities' modules, only define things: a screen that imports one machine
      // through the machines/ barrel, or one of the candidate's queries through its entity's index.ts, must not pull
      // in the others.
      treeshake: { moduleSideEffects: (id) => !/\/(machines\/src|web\/src\/entities)\//.test(id) },
      preserveEntrySignatures: false,
      output: {
        // Everything the first page needs arrives as one file (one request, one gzip dictionary) instead of a
        // dozen small shared chunks. Rules are not grouped: a rule two account screens share (the resume rule,
        // say) would otherwise ride along in a chunk the home route loads.
        codeSplitting: {
          groups: [
            // Another language's texts, every namespace in one file (about 13 KB gzip for Hindi): choosing it fetches
            // one file instead of eighteen small ones, which on a phone's connection arrived in three waves. Lowest
            // priority: a module the texts import that the first page also needs (the language list) stays in 'app'.
            {
              name: (id) => {
                const match = OTHER_LANGUAGE_TEXTS.exec(id);
                return match ? (match[1] ?? match[2] ?? null) : null;
              },
              debugName: 'language texts',
              test: OTHER_LANGUAGE_TEXTS,
              priority: 0,
            },
            // What the page's start script reads before the first paint (the chosen language, the outline's markers):
            // its own small file, which the app's entry imports in turn, rather than a part of the app's entry, which
            // the start script would then wait for.
            {
              name: 'start',
              test: /[\\/](web[\\/]src[\\/](start|app[\\/]first-paint[\\/]outline-(start|markers)|i18n[\\/](chosen-language|phone-language|languages)|shared[\\/]browser-keys)|openapi[\\/]languages)\.ts$/,
              priority: 3,
            },
            { name: 'app', tags: ['$initial'], priority: 2 },
            // On a phone's HTTP/1.1 connection every six requests cost another round trip, so a screen's first load
            // is kept to about six files: the entry, the stylesheet, the screen, and the groups below.
            // The offline state and the write buttons' offline note, with their texts and icons: one file, preloaded
            // when the page is idle; above 'screens', whose shared icons would otherwise carry it into the first load.
            {
              name: 'offline-state',
              test: /[\\/]web[\\/]src[\\/](ui[\\/]offline-(state|i18n)\.tsx?|locales[\\/]en[\\/]offline\.json)$|[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]cloud-off\.js$/,
              priority: 1.5,
            },
            // The flow and query libraries (but not the query cache's (de)hydration, which only the kept answers use,
            // web/src/app/pwa/kept-answers.ts, fetched once the first screen is idle), the icons two or more screens or
            // dialogs share, what the home screen reads of the candidate (the record, the skills, their keys), the
            // reading of a job's fields every screen shares (i18n/job-field-text.ts, its lookup loads apart), the
            // few tiny modules the home screen shares with other screens (the online state, the search answer's reading,
            // a monthly salary's text, the referral form's and dialog's lazy handles), and what the home list shares
            // with Saved Jobs (a job's reading and texts, the Save toggle, the saved list): in here rather than more
            // files of a few hundred bytes on the first load.
            {
              name: 'screens',
              test: /[\\/]node_modules[\\/](xstate[\\/]|@xstate[\\/]react[\\/]|@tanstack[\\/](query-core[\\/](?!build[\\/]modern[\\/](hydration|mutationObserver)\.js)|react-query[\\/](?!build[\\/]modern[\\/]useMutation\.js))|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](?!(file-text|lock|shield-check|star|upload)\.mjs$))|[\\/]web[\\/]src[\\/](entities[\\/]candidate[\\/](api[\\/](candidate-keys|get-candidate-record|fetch-candidate-skills)|model[\\/]skill-names)\.ts|i18n[\\/]job-field-(text|loaded|languages)\.ts)|[\\/]web[\\/]src[\\/](shared[\\/]use-online|features[\\/]jobs[\\/]model[\\/]search-answer|features[\\/]refer-candidate[\\/]index)\.ts$|[\\/]machines[\\/]src[\\/](values[\\/](job-id|actor-failure|monthly-salary)|not-provided)\.ts$|[\\/]web[\\/]src[\\/](features[\\/]jobs[\\/](i18n|model[\\/](normalize-job|job-skills|read-fields)|hooks[\\/](use-job-texts|use-signed-in-action)|components[\\/]save-job-button)|entities[\\/]saved-jobs[\\/](api|model)[\\/][a-z-]+|locales[\\/]en[\\/]jobs)\.(tsx?|json)$/,
              minShareCount: 2,
              priority: 1,
            },
            // The mutation hook and its observer, which the screens and dialogs that write share (profile, earnings,
            // referrals, the notifications' read marks): one file beside theirs, never in the home screen's first load.
            {
              name: 'writes',
              test: /[\\/]@tanstack[\\/](react-query[\\/]build[\\/]modern[\\/]useMutation|query-core[\\/]build[\\/]modern[\\/]mutationObserver)\.js$/,
              priority: 1,
            },
            // The header's parts for a signed-in candidate (profile menu, notification bell and its unread count): one
            // file, preloaded by the account screens' documents (web/build/chunk-hints.ts), never by a visitor's first load.
            {
              name: SIGNED_IN_HEADER_CHUNK,
              test: /[\\/]web[\\/]src[\\/](app[\\/]layout[\\/]profile-menu|features[\\/]notifications[\\/]components[\\/]candidate-bell)\.tsx$/,
              priority: 1,
            },
            // The resume's reading, checking, download and upload (with the XMLHttpRequest upload that reports progress,
            // which nothing else uses), which My Profile and the apply dialog share: one file, in the profile screen's first
            // load (it was two more, the second asked for only after the screen's code ran), never in the home screen's.
            // The contract's input rules the resume check reads come along: the sign-in, apply, referral and mobile
            // forms that also read them load this file already.
            {
              name: 'resume',
              test: /[\\/]machines[\\/]src[\\/](profile[\\/]pdf-header|values[\\/]resume-file)\.ts$|[\\/]web[\\/]src[\\/](entities[\\/]candidate[\\/]api[\\/](download-resume|update-candidate-resume)|shared[\\/]save-file|api[\\/]upload-with-progress)\.ts$/,
              priority: 1,
            },
            // The dialog (the platform's <dialog> and what it does with its content): one file that every dialog and the
            // screens that open one share, so that an account screen does not fetch a client's e-mail sign-in with it.
            {
              name: 'dialog',
              test: /[\\/]web[\\/]src[\\/]ui[\\/](dialog\.tsx|dialog-content\.ts)$/,
              priority: 1.2,
            },
            // A client's sign-in on the interviews screen (opened at once for a client not signed in) with the client's
            // session it reads: one file, in the interviews screen's first load instead of asked for after it ran.
            {
              name: 'client-sign-in',
              test: /[\\/]web[\\/]src[\\/]features[\\/]interviews[\\/](model[\\/]client-auth\.ts|components[\\/]email-sign-in-modal\.tsx)$/,
              priority: 1,
            },
            // The account screens' frame (title banner, stat tiles, the signed-out card), what several of them read
            // (application dates, the candidate's KYC record, an application's status and keys, a connection problem,
            // an upload's form, bar and refusal, the tabs) and the icons only they and their dialogs show: one file,
            // instead of seven more of a few hundred bytes each in an account screen's first load (on a phone's HTTP/1.1
            // connection, a round trip more).
            {
              name: 'account-frame',
              test: new RegExp(
                String.raw`[\\/]web[\\/]src[\\/](app[\\/]routes[\\/](account-screen\.tsx|screen-banners\.ts)|ui[\\/](page-banner|stat-tile|progress-bar|tabs)\.tsx|entities[\\/]candidate[\\/](api[\\/]fetch-kyc-details|model[\\/]kyc-status-hint)\.ts|entities[\\/]applications[\\/]api[\\/]application-keys\.ts|shared[\\/]connection-problem\.ts|api[\\/](refusal-text|upload-form)\.ts)$|[\\/]machines[\\/]src[\\/](applications[\\/]application-dates|kyc[\\/]kyc-record|values[\\/]status-text)\.ts$|` +
                  ACCOUNT_ICONS,
              ),
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
