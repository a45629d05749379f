#!/usr/bin/env bash
# Installs the system libraries Recall links against when any is missing (Debian/Ubuntu).
set -euo pipefail
packages=(libsqlite3-dev libopenblas-dev libcurl4-openssl-dev)
missing=()
for package in "${packages[@]}"; do
  dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}" >&2
  sudo_cmd=()
  [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
fi
command -v swift >/dev/null || { echo "setup: the Swift toolchain is not on PATH" >&2; exit 1; }
