# syntax=docker/dockerfile:1
# The shop as a container image (decision 81): the storefront and the back office are built in
# the image, the shop runs as an unprivileged user, and the health check asks /ready. Build:
#   docker build -t kindershop .
# Run (embedded database in the data volume, one worker):
#   docker run -p 3000:3000 -v kindershop-data:/var/lib/kindershop kindershop
# Several shops on PostgreSQL and Redis: deploy/compose.yaml.

ARG NODE_IMAGE=node:22-bookworm-slim

# ---------------------------------------------------------------- dependencies
# Only the package manifests first, so that a change to the code reuses this layer.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/core/package.json packages/core/
COPY packages/contracts/package.json packages/contracts/
COPY packages/db/package.json packages/db/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY apps/admin/package.json apps/admin/
RUN npm ci --no-audit --no-fund

# ---------------------------------------------------------------- build
# The storefront (React Router), the back office (Vite) and the server (apps/api/dist, plain
# JavaScript: scripts/build-api.mjs), then the development-only packages are dropped. tsx, a
# dependency of the API, stays for the operator commands (npm run catalog:import, ...).
FROM deps AS build
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# ---------------------------------------------------------------- runtime
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/var/lib/kindershop
WORKDIR /app
# The code belongs to root and is read-only to the shop; only the data folder is the shop's.
RUN groupadd --system --gid 10001 shop \
 && useradd --system --uid 10001 --gid shop --home-dir /nonexistent --shell /usr/sbin/nologin shop \
 && mkdir -p /var/lib/kindershop \
 && chown shop:shop /var/lib/kindershop
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages ./packages
COPY --from=build /app/apps/api ./apps/api
COPY --from=build /app/apps/web/build ./apps/web/build
COPY --from=build /app/apps/web/package.json ./apps/web/package.json
COPY --from=build /app/apps/admin/dist ./apps/admin/dist
COPY --from=build /app/apps/admin/package.json ./apps/admin/package.json
USER shop
VOLUME ["/var/lib/kindershop"]
EXPOSE 3000
# Ready: the database answers and the shop is not overloaded (GET /ready, 200). A first start
# migrates and seeds the demo catalogue, which takes minutes: the start period allows for it.
HEALTHCHECK --interval=15s --timeout=5s --start-period=600s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/ready').then(r=>process.exit(r.status===200?0:1),()=>process.exit(1))"]
# SIGTERM: the front stops taking connections, every request under way is answered, then the
# workers and the front exit (decision 81). Give it time before a SIGKILL (compose:
# stop_grace_period).
STOPSIGNAL SIGTERM
# The front process and its WEB_CONCURRENCY workers, as `npm start` runs them (without the
# build steps, done above), with the front's V8 flags (FRONT_V8_FLAGS in scripts/build-api.mjs).
CMD ["node", "--max-semi-space-size=1", "apps/api/dist/front.mjs"]
