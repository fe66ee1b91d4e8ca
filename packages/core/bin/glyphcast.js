#!/usr/bin/env node
// The command's entry: here before the build, so a package manager links it at install (a
// workspace installs before it builds); the command itself is built into dist/.
import '../dist/cli.js';
