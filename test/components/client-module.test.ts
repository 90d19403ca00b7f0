import { describe, expect, it } from 'vitest';
import { isClientModule } from '../../src/components/resolve-plugin.ts';

describe("a module's 'use client' directive", () => {
  it('is found after whitespace, line and block comments, in either quote', () => {
    expect(isClientModule("'use client';\nexport default 1;")).toBe(true);
    expect(isClientModule('/**\n * Copyright\n */\n\n// a note\n"use client"\nimport x from "x";')).toBe(true);
    expect(isClientModule('// only a comment')).toBe(false);
    expect(isClientModule('/* unterminated')).toBe(false);
  });

  it('is not the first statement when code, or another string, comes before it', () => {
    expect(isClientModule("import x from 'x';\n'use client';")).toBe(false);
    expect(isClientModule("'use server';\n'use client';")).toBe(false);
    expect(isClientModule("/* 'use client' */ export const a = 1;")).toBe(false);
    expect(isClientModule("'use clientele';")).toBe(false);
  });

  // One pattern for "comments, then the directive" tried 2^n ways of ending the comments here:
  // this module (a declaration file's shape: a doc comment per line) never finished.
  it('is read in one pass over many comments in a row', () => {
    const comments = Array.from({ length: 60 }, (_, index) => `/** The ${index}th. */\n`).join('');
    expect(isClientModule(`${comments}export const value = 1;\n`)).toBe(false);
    expect(isClientModule(`${comments}'use client';\n`)).toBe(true);
  });
});
