# The api (which serves the built web app), for `docker compose up --scale api=3` or any container platform.
# Node 22 LTS (`.nvmrc`). Stage 1 installs everything with pnpm, builds, then gathers what the server runs: the api's
# compiled bundle with its production dependencies only (`pnpm deploy --prod`) and the built web app. Stage 2 runs
# it; no devDependency, source file or test reaches the run image (sizes in docs/performance.md).

FROM node:22-bookworm-slim AS build
WORKDIR /app
RUN npm install -g pnpm@10.34.8
# The manifests first, so the dependency layer is reused while only the sources change.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/db/package.json packages/db/
COPY packages/ui/package.json packages/ui/
COPY packages/validation/package.json packages/validation/
RUN pnpm install --frozen-lockfile
COPY . .
# The web app (and what it depends on), then the api's compiled bundle (apps/api/dist: server.js, migrate.js, the
# offline voice's program, the embedded database's template). `pnpm deploy --prod` copies apps/api with a
# node_modules of its production dependencies only (--legacy: the workspace links its packages rather than
# injecting them); the bundle already holds our own packages, so only dist/, package.json and node_modules are kept.
RUN pnpm exec turbo run build --filter=@mentor/web \
 && pnpm --filter @mentor/api build \
 && pnpm --filter @mentor/api deploy --prod --legacy /out/apps/api \
 && cd /out/apps/api && find . -mindepth 1 -maxdepth 1 ! -name dist ! -name node_modules ! -name package.json \
      -exec rm -rf {} + \
 && mkdir -p /out/apps/web && cp -r /app/apps/web/dist /out/apps/web/dist

FROM node:22-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
# apps/api/dist/server.js finds the web app at apps/web/dist (two folders up), as in the repository.
COPY --from=build --chown=node:node /out /app
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:3000/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# The compiled server built in stage 1. On `docker stop` the api gets SIGTERM: requests in flight and running jobs
# finish first (jobs not started stay queued). docker-compose.yml runs `node apps/api/dist/migrate.js` once before
# the replicas start.
CMD ["node", "--enable-source-maps", "apps/api/dist/server.js"]
