import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildInfoPlugin } from './build/build-info-plugin.ts';

/** Modules of the named packages (a `|`-separated regular expression over their folder names in node_modules). */
const packages = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    react(),
    buildInfoPlugin(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // By default every module the entry imports statically and a route imports too became a chunk of its own:
        // a first visit asked for about 140 files, the browser six at a time (home: 2.2 s, 4.4 CPU-s on this machine).
        // The entry's static imports now make one chunk, and the lazily loaded libraries one chunk each: home asks
        // for 75 files (1.9 s, 3.9 CPU-s); the entry is 171 KB gzip instead of 189, and no route grew
        // (docs/features/benchmarks.md, bench/web-bundle.ts).
        codeSplitting: {
          // A library's own dependencies stay where they are used (React is no chart library's part).
          includeDependenciesRecursively: false,
          groups: [
            { name: 'initial', tags: ['$initial'], priority: 50 },
            {
              name: 'charts',
              test: packages(
                'recharts|@mantine/charts|d3-[^\\\\/]+|victory-vendor|decimal\\.js-light|@reduxjs|redux|immer|reselect|react-redux|internmap',
              ),
              priority: 40,
            },
            {
              name: 'markdown',
              test: packages(
                'react-markdown|rehype-[^\\\\/]+|remark-[^\\\\/]+|micromark[^\\\\/]*|mdast-[^\\\\/]+|hast-[^\\\\/]+|hastscript|unist-[^\\\\/]+|unified|vfile[^\\\\/]*|parse5|property-information|space-separated-tokens|comma-separated-tokens|character-entities[^\\\\/]*|decode-named-character-reference|devlop|bail|trough|is-plain-obj|html-url-attributes|zwitch|web-namespaces|markdown-table|ccount|longest-streak|trim-lines|html-void-elements|entities|style-to-js|style-to-object|inline-style-parser|estree-util-is-identifier-name|extend|@ungap',
              ),
              priority: 40,
            },
            { name: 'papaparse', test: packages('papaparse'), priority: 40 },
            { name: 'notifications', test: packages('@mantine/notifications'), priority: 40 },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
