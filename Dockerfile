# Burst Voice, the Express server for production. It mirrors test/server/production.test.ts: the
# runtime holds only package.json, package-lock.json, dist/, skill-package/ and a production
# install (`npm ci --omit=dev`), and runs `node dist/server.js`.
#
#   docker build -t burst-voice .
#   docker run -p 3000:3000 -v burst-voice-data:/data \
#     -e BURST_API_KEY=… -e LISTENER_ID_SECRET=… -e SKILL_ID=amzn1.ask.skill.… burst-voice

# 1. Build: all dependencies, then the server bundle (dist/server.js and the page's files).
FROM node:24-bookworm-slim AS build
WORKDIR /src
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json ./
COPY src ./src
COPY tools ./tools
RUN npm run build:server

# 2. Production install in a folder with exactly what the runtime gets (better-sqlite3 is native:
#    built here, where the compilers are).
FROM node:24-bookworm-slim AS prod
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# 3. Runtime: slim, no compilers, no dev dependencies, not root.
FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    EMULATOR=off \
    SKILL_PERSISTENCE=sqlite \
    SKILL_DB_PATH=/data/burst-voice.db
WORKDIR /app
COPY --from=prod --chown=root:root /app/package.json /app/package-lock.json ./
COPY --from=prod --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /src/dist ./dist
COPY --chown=root:root skill-package ./skill-package
# The SQLite file (and its WAL) lives on a volume the unprivileged user owns.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
# The server finishes in-flight requests and closes the store on SIGTERM (src/server/shutdown.ts).
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=30s --timeout=5s --start-period=15s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "dist/server.js"]
