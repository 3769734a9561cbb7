import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

type Words = { readonly [key: string]: string | Words };

/** Every catalogue file of the web, by language and name: en-screens.ts is `en` `screens`. */
const CATALOGUES = import.meta.glob<Record<string, Words>>(['./en-*.ts', './bn-*.ts'], { eager: true });
const catalogue = (language: 'en' | 'bn') =>
  new Map(
    Object.entries(CATALOGUES)
      .filter(([file]) => file.startsWith(`./${language}-`))
      .map(([file, module]) => [
        file.slice(`./${language}-`.length, -'.ts'.length),
        Object.values(module)[0]!,
      ]),
  );

/** The dotted key of every string, plural forms (`_one`, `_other`) named once by their key. */
function keysOf(words: Words, prefix = ''): string[] {
  return Object.entries(words).flatMap(([key, value]) => {
    const dotted = `${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`;
    return typeof value === 'string' ? [dotted] : keysOf(value, `${dotted}.`);
  });
}
const sorted = (keys: string[]) => [...new Set(keys)].sort();

const WEB = path.resolve(import.meta.dirname, '../../..');
/** The code that shows words: the web's source (not its tests or catalogues), and its build's manifest. */
function sourceFiles(dir = path.join(WEB, 'src')): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    const code = /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name);
    return code && !/\/i18n\/(en|bn)-[\w-]+\.ts$/.test(file) ? [file] : [];
  });
}

/**
 * What the code could name a key with: each string literal whole, each property path (installedApp.name), and
 * the fixed start of each template (`inventory.units.${unit}` names every key under inventory.units.).
 */
function namesInCode(): { whole: Set<string>; starts: Set<string> } {
  const whole = new Set<string>();
  const starts = new Set<string>();
  for (const file of [...sourceFiles(), path.join(WEB, 'vite.config.ts')]) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (ts.isStringLiteralLike(node)) whole.add(node.text);
      // A key read from the catalogue object itself, as the build reads installedApp.name.
      else if (ts.isPropertyAccessExpression(node)) whole.add(node.getText(source));
      else if (ts.isTemplateExpression(node) && node.head.text) starts.add(node.head.text);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { whole, starts };
}

/**
 * A key is reached when the code names it, or names where it starts: a template's fixed start, or a dotted
 * literal of its parent that the code completes (`${footer.words}.question` with 'auth.toRegister').
 */
function reached(key: string, names: ReturnType<typeof namesInCode>): boolean {
  if (names.whole.has(key)) return true;
  for (const start of names.starts) if (key.startsWith(start)) return true;
  const segments = key.split('.');
  for (let end = segments.length - 1; end >= 2; end--)
    if (names.whole.has(segments.slice(0, end).join('.'))) return true;
  return false;
}

describe('the catalogues', () => {
  const english = catalogue('en');
  const bangla = catalogue('bn');

  it('have a Bangla file for every English one', () => {
    expect(sorted([...english.keys()].filter((name) => !bangla.has(name)))).toEqual([]);
  });

  it.each([...english.keys()].filter((name) => bangla.has(name)))(
    'bn-%s.ts has every key of its English file and no other',
    (name) => {
      const en = keysOf(english.get(name)!);
      const bn = keysOf(bangla.get(name)!);
      expect({
        missing: en.filter((key) => !bn.includes(key)),
        extra: bn.filter((key) => !en.includes(key)),
      }).toEqual({ missing: [], extra: [] });
    },
  );

  it('have no key the code cannot reach', () => {
    const names = namesInCode();
    const keys = sorted([...english.values()].flatMap((words) => keysOf(words)));
    expect(keys.length).toBeGreaterThan(500);
    expect(keys.filter((key) => !reached(key, names))).toEqual([]);
  });
});
