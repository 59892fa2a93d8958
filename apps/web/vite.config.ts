import { createReadStream, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes a brotli (.br, best quality) and a gzip (.gz) copy beside each text asset of 1 KB or more, once at build
 * time; the api's static plugin serves them to clients that accept them (preCompressed).
 */
function precompress(): Plugin {
  return {
    name: 'mentor:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((name) => /\.(js|css|html|svg|json|txt)$/.test(name));
      await Promise.all(
        files.map(async (name) => {
          const data = await readFile(join(dir, name));
          if (data.length < 1024) return;
          await writeFile(
            join(dir, `${name}.br`),
            brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          await writeFile(join(dir, `${name}.gz`), gzipSync(data, { level: 9 }));
        }),
      );
    },
  };
}

/**
 * The voice conversation's voice activity detection runs in the browser from files of its packages: the audio
 * worklet, the Silero VAD model and onnxruntime-web's WebAssembly (one thread). They are copied into the build under
 * /vad/ (and served from node_modules by the dev server), so they come from our own origin, never a CDN. Only the
 * voice conversation fetches them (features/voice/hands-free/vad.ts).
 */
const VAD_FILES = [
  'node_modules/@ricky0123/vad-web/dist/vad.worklet.bundle.min.js',
  'node_modules/@ricky0123/vad-web/dist/silero_vad_v5.onnx',
  'node_modules/onnxruntime-web/dist/ort-wasm-simd-threaded.wasm',
  'node_modules/onnxruntime-web/dist/ort-wasm-simd-threaded.mjs',
];
const VAD_TYPES: Record<string, string> = {
  js: 'text/javascript',
  mjs: 'text/javascript',
  wasm: 'application/wasm',
  onnx: 'application/octet-stream',
};

function vadAssets(): Plugin {
  const files = new Map(VAD_FILES.map((file) => [basename(file), join(import.meta.dirname, file)]));
  return {
    name: 'mentor:vad-assets',
    generateBundle() {
      for (const [name, path] of files) {
        this.emitFile({ type: 'asset', fileName: `vad/${name}`, source: readFileSync(path) });
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = /^\/vad\/([^/?]+)/.exec(req.url ?? '')?.[1];
        const path = name ? files.get(name) : undefined;
        if (!name || !path) return next();
        res.setHeader('content-type', VAD_TYPES[name.split('.').pop() ?? ''] ?? 'application/octet-stream');
        createReadStream(path).pipe(res);
      });
    },
  };
}

// In development the api runs on API_PORT (default 3001) and Vite proxies /api to it.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

export default defineConfig({
  plugins: [react(), precompress(), vadAssets()],
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        // Everything the landing page loads before its first render (the entry's static imports) goes in one
        // chunk instead of dozens of shared fragments: one request, one compression window. Code shared by lazy
        // screens goes in chunks by the set of screens using it, sets under 5 kB merged into a neighbour. A higher
        // threshold (30 kB) made fewer files but, once /sign-in/two-factor came, merged sign-in code into the chunks
        // of /verify-email and /unsubscribe (+115 kB each); 5 kB keeps a public page to what it uses (docs/performance.md).
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'], priority: 2 },
            {
              name: 'shared',
              minShareCount: 2,
              priority: 1,
              entriesAware: true,
              entriesAwareMergeThreshold: 5_000,
            },
          ],
        },
      },
    },
  },
});
