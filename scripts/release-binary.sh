# shellcheck shell=bash
# Shared by fuzz.sh and instructions.sh (sourced, not run): the checks and the default binary both need.

# require_tool SCRIPT PATH-OR-COMMAND PACKAGE: exit 2 naming the apt package when the tool is missing.
require_tool() {
  if ! command -v "$2" >/dev/null 2>&1; then
    echo "$1: $2 is missing; install it with: apt-get install -y $3" >&2
    exit 2
  fi
}

# default_binary: with $binary empty, build decobench in release and point $binary at it.
default_binary() {
  if [ -z "$binary" ]; then
    swift build -c release --product decobench >&2
    binary=.build/release/decobench
  fi
}
