# The api (which serves the built web app), for `docker compose up --scale api=3` or any container platform.
# Stage 1 installs with pnpm and builds; stage 2 runs the api with what stage 1 installed and built.

FROM node:20-bookworm-slim AS build
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
# The web app (and what it depends on), then the api's compiled bundle (apps/api/dist).
RUN pnpm exec turbo run build --filter=@mentor/web \
 && pnpm --filter @mentor/api build

FROM node:20-bookworm-slim AS run
WORKDIR /app
RUN npm install -g pnpm@10.34.8
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
COPY --from=build --chown=node:node /app /app
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:3000/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# The compiled server built in stage 1 (its web app at apps/web/dist). On `docker stop` the api gets SIGTERM:
# requests in flight and running jobs finish first (jobs not started stay queued). docker-compose.yml runs
# `node apps/api/dist/migrate.js` once before the replicas start.
CMD ["node", "--enable-source-maps", "apps/api/dist/server.js"]
