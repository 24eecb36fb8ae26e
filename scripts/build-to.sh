#!/usr/bin/env bash
# Builds client and server into the given folder, for testing a build beside others (E2E_DIST=<folder>).
set -euo pipefail
dist="${1:?usage: scripts/build-to.sh <folder>}"
vite build --outDir "$dist/client" --emptyOutDir --logLevel warn
node scripts/build-server.mjs "$dist"
# The bundle keeps packages external; let it find this checkout's node_modules from outside the tree.
ln -sfn "$PWD/node_modules" "$dist/node_modules"
