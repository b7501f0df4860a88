# The product as a container image: Next's standalone output, run by a non-root user, the Node server (server.mjs)
# as the first process, so SIGTERM reaches it (npm would not pass it on). The test command builds the same folder
# with scripts/assemble-standalone.sh and starts it exactly as the CMD below; no container engine runs there.
#
#   docker build --build-arg SITE_URL=https://www.example.com -t portfolio-chat .
#   docker run -p 3000:3000 -e SITE_URL=https://www.example.com -e CHAT_IP_HMAC_SECRET=... \
#     -v chat-data:/app/data portfolio-chat
# Several replicas: give them the same REDIS_URL and CHAT_IP_HMAC_SECRET instead of the data volume.

FROM node:20-bookworm-slim AS build
WORKDIR /src
# better-sqlite3 is compiled during `npm ci` when its prebuilt binary cannot be downloaded.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
# The pages are built ahead of time: their canonical links, sitemap and previews need the public origin now.
ARG SITE_URL
ENV NEXT_TELEMETRY_DISABLED=1 BUILD_STANDALONE=1 SITE_URL=${SITE_URL}
RUN npm run build && bash scripts/assemble-standalone.sh /app

FROM node:20-bookworm-slim
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0
WORKDIR /app
# The code stays root's (read-only to the server); the image's own user (uid 1000) owns only what it writes:
# the state, the identity key and Next's cache of optimized images.
COPY --from=build /app ./
RUN mkdir -p /app/.next/cache && chown node:node /app/data /app/secrets /app/.next/cache
USER node
# SQLite (CHAT_DB_PATH=./data/chat.db) and the identity key file (./secrets/identity.key), kept apart.
VOLUME ["/app/data", "/app/secrets"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((response) => process.exit(response.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server.mjs"]
