# The mock upstream as a container image; docs/DEPLOY.md says how to build, run and configure it.
#   npm run image                 the mock (target `mock`, the default)
#   npm run image -- --client     the mock and the built web client on one port, as `npm start` serves them
# Inside, the server listens on 0.0.0.0:8080 (the image's intended setting); the Host and control-API guards stay
# on, widened only by MOCK_ALLOW_HOSTS and MOCK_CONTROL_ALLOW_HOSTS.
ARG BASE=node:20-bookworm-slim

# The server's production dependencies, then the server and all it imports bundled into one script.
FROM ${BASE} AS server-build
WORKDIR /src
COPY package.json package-lock.json ./
# extra-ca: the certificate of a TLS-inspecting proxy between the build and the npm registry, when there is one
# (npm run image passes NODE_EXTRA_CA_CERTS's file); a build secret, so nothing of it stays in any layer.
RUN --mount=type=cache,target=/root/.npm,sharing=locked --mount=type=secret,id=extra-ca \
    if [ -f /run/secrets/extra-ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/extra-ca; fi; \
    npm ci --omit=dev --ignore-scripts --no-audit --no-fund
COPY openapi ./openapi
COPY mock-server ./mock-server
COPY scripts ./scripts
RUN node_modules/.bin/tsx scripts/image/bundle-server.ts /out/mock.cjs

# The web client: the Vite build `npm run build` makes (scripts/lib/build-client.ts runs the same command, then
# swaps the folder in). Vite and its plugins are dev dependencies: only this stage has them.
FROM ${BASE} AS client-build
WORKDIR /src
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm,sharing=locked --mount=type=secret,id=extra-ca \
    if [ -f /run/secrets/extra-ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/extra-ca; fi; \
    npm ci --ignore-scripts --no-audit --no-fund
COPY tsconfig.json ./
COPY openapi ./openapi
COPY machines ./machines
COPY web ./web
RUN node_modules/.bin/vite build --config web/vite.config.ts --outDir /out-web --emptyOutDir --logLevel warn

# What runs: Node and one script, as the unprivileged user 1000 (`node` in the Node images).
FROM ${BASE} AS mock-runtime
ENV NODE_ENV=production HOST=0.0.0.0 ALLOW_REMOTE=1 PORT=8080
WORKDIR /app
COPY --from=server-build /out/mock.cjs /app/mock.cjs
USER 1000:1000
EXPOSE 8080
# The control API answers loopback names, so the check asks 127.0.0.1 from inside the container.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
    CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT || 8080}/__mock/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "/app/mock.cjs"]

FROM mock-runtime AS client
COPY --from=client-build /out-web /app/web
CMD ["node", "/app/mock.cjs", "--client"]

# The client image with the web client `npm run build` left in dist/web instead of the client-build stage's (npm test:
# the build its journeys served; `npm run image -- --client --prebuilt`). Tagged as the client image.
FROM mock-runtime AS client-prebuilt
# dist/web is a link to the build's folder (dist/.web-<hash>): the folder itself is copied, named by npm run image.
ARG CLIENT_DIR=dist/web
COPY ${CLIENT_DIR} /app/web
CMD ["node", "/app/mock.cjs", "--client"]

# The default target (the last stage): the mock alone.
FROM mock-runtime AS mock
