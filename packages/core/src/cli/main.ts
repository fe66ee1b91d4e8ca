#!/usr/bin/env node
// First, so that it holds before any module compiles an expression.
import './compile-regexes-once.js';
import { runCli } from './run-cli.js';

process.exitCode = await runCli(process.argv.slice(2));
