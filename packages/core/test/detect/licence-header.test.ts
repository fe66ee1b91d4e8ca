import { describe, expect, it } from 'vitest';
import { withoutLicenceHeader } from '../../src/detect/licence-header.js';

/* A licence header is cut down to its comment marks before the classifier reads a file. */

const APACHE = [
  'Licensed to the Apache Software Foundation (ASF) under one',
  'or more contributor license agreements.',
];

describe('licence headers', () => {
  it('cuts a block comment naming a licence down to its marks', () => {
    const code = `/*\n * ${APACHE.join('\n * ')}\n */\n#import <Foundation/Foundation.h>\n`;
    expect(withoutLicenceHeader(code)).toBe('/*\n*/\n\n#import <Foundation/Foundation.h>\n');
  });

  it('cuts a run of line comments, whatever marks them', () => {
    for (const mark of ['//', '#', '--', ';;', '%']) {
      const code = `${APACHE.map((line) => `${mark} ${line}`).join('\n')}\n${mark}\nfoo()\n`;
      expect(withoutLicenceHeader(code)).toBe(`${mark}\nfoo()\n`);
    }
  });

  it('keeps comments that are not a licence, short ones, and preprocessor lines', () => {
    const plain = '/*\n * Draws the card.\n * Each row once.\n */\nint x;\n';
    expect(withoutLicenceHeader(plain)).toBe(plain);
    const short = '// Copyright 2024 Someone\nint x;\n';
    expect(withoutLicenceHeader(short)).toBe(short);
    const preprocessor = '#include <stdio.h>\n#include "licence.h"\n#define LICENSE 1\n';
    expect(withoutLicenceHeader(preprocessor)).toBe(preprocessor);
    const unclosed = '/* Copyright\n * licensed\n * forever\n';
    expect(withoutLicenceHeader(unclosed)).toBe(unclosed);
  });
});
