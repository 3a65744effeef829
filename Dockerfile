# The website in one image: build stage with the dev tools, run stage with only what runs.
#   docker build -t ef-web .
#   docker run -p 3000:3000 -v ef-data:/data ef-web            (embedded database in the volume)
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://… ef-web (PostgreSQL; several instances)
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/server-build ./server-build
COPY --from=build /app/db/migrations ./db/migrations
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# First start prints the generated passwords once: read them with `docker logs`.
CMD ["node", "server-build/index.js"]
