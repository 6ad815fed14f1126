# syntax=docker/dockerfile:1
# Production image: the built frontend and backend on production dependencies only, run as `node`.
# Node 24 (LTS): every dependency's `engines` accepts it, Node 20 no longer (README "Requirements").
# Events and read models live in the PostgreSQL server named by DATABASE_URL (docker-compose.yml),
# never in the embedded PostgreSQL of `npm start`.
ARG NODE_IMAGE=node:24-bookworm-slim

# 1. Everything, devDependencies included, to build.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
RUN npm ci --no-audit --no-fund
COPY tsconfig.json ./
COPY contracts/ contracts/
COPY backend/ backend/
COPY frontend/ frontend/
# Source maps would ship the sources (Vite embeds them) and nothing in the image reads them.
RUN npm run build && find backend/dist frontend/dist -name '*.map' -delete

# 2. The backend's production dependencies only: no compilers, test runners or frontend tooling.
FROM ${NODE_IMAGE} AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
# embedded-postgres stays although the image never starts it: the package loads its platform's
# binaries as soon as it is imported, and main.js imports it whether DATABASE_URL is set or not.
RUN npm ci --omit=dev --workspace backend --no-audit --no-fund

# 3. What runs: package manifests, production node_modules, compiled output.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=runtime-deps /app ./
# main.js serves ../../../frontend/dist beside the API; migrations are compiled into backend/dist/src.
COPY --from=build /app/backend/dist/src backend/dist/src
# admin:create and projections:rebuild, run as `node backend/dist/cli/<name>.js` (README).
COPY --from=build /app/backend/dist/cli backend/dist/cli
COPY --from=build /app/frontend/dist frontend/dist
# Uploaded logos live under DATA_DIR; the app writes nowhere else.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# /api/health queries the database and reports the read models; it answers 200 while degraded (a
# parked read model is not fixed by a restart) and fails when the database is unreachable.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "backend/dist/src/main.js"]
