import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseMessage } from '@plano/core';
import { describe, expect, it } from 'vitest';

const serverSource = path.resolve(import.meta.dirname, '../..');
const spanish = JSON.parse(
  readFileSync(path.resolve(serverSource, '../../web/src/locales/es/common.json'), 'utf8'),
) as { serverMessages: Record<string, string> };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['testing', 'seed', 'fuzz'].includes(entry.name) ? [] : sourceFiles(full);
    // config.ts refuses to start, it answers no request.
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && entry.name !== 'config.ts'
      ? [full]
      : [];
  });
}

/** Every fixed text the server answers an error with, as the code writes it. */
function answeredMessages(): { file: string; text: string }[] {
  const found: { file: string; text: string }[] = [];
  for (const file of sourceFiles(serverSource)) {
    const source = readFileSync(file, 'utf8');
    const name = path.relative(serverSource, file);
    for (const [, text] of source.matchAll(
      /\b(?:badRequest|conflict|forbidden|unauthorized|feedError)\(\s*'([^'\n]+)'/g,
    ))
      found.push({ file: name, text });
    for (const [, text] of source.matchAll(/new AppError\(\s*\d+,\s*'[\w]+',\s*'([^'\n]+)'/g))
      found.push({ file: name, text });
    for (const [, what] of source.matchAll(/\bnotFound\(\s*'([^'\n]+)'/g))
      found.push({ file: name, text: `${what} not found` });
    for (const [, text] of source.matchAll(/\bmessage: '([^'\n]+)'/g)) found.push({ file: name, text });
  }
  return found;
}

describe('the messages the server answers', () => {
  it('each has a Spanish text for the web to show (a fixed one, or a message with parameters)', () => {
    const found = answeredMessages();
    // The scan itself works: it finds the texts it is meant to.
    expect(found.map((m) => m.text)).toContain('The file is empty');
    expect(found.map((m) => m.text)).toContain('Campaign not found');
    const untranslated = found.filter(({ text }) => !spanish.serverMessages[text] && !parseMessage(text));
    expect(untranslated).toEqual([]);
  });
});
