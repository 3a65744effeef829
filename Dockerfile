# The website in one image: build stage with the dev tools, run stage with only what runs.
#   docker build -t ef-web .
#   docker run -p 3000:3000 -v ef-data:/data -v ef-copias:/backups ef-web   (embedded database and its nightly backups in volumes)
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://… ef-web (PostgreSQL; several instances)
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data BACKUP_DIR=/backups MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/db/migrations ./db/migrations
# The backups' check runs in a child process of its own.
COPY --from=build /app/scripts/verify-backup.mjs ./scripts/verify-backup.mjs
RUN mkdir -p /data /backups && chown node:node /data /backups
USER node
VOLUME ["/data", "/backups"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# First start prints the generated passwords once: read them with `docker logs`.
CMD ["node", "--max-semi-space-size=4", "--expose-gc", "build/server/index.js"]
