import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMailer } from './mailer.ts';

describe('mailer without SMTP (.eml files)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes a message whole before it appears under its address (no half-written file to read)', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'karier-mailer-'));
    try {
      const written: string[] = [];
      const writeFile = fs.writeFile;
      vi.spyOn(fs, 'writeFile').mockImplementation(async (file, ...rest) => {
        written.push(String(file));
        return writeFile(file, ...rest);
      });
      const mailer = createMailer({ smtpUrl: undefined, dir, log: () => undefined });
      await mailer.send({ to: 'rudi@example.com', subject: 'Atur ulang', text: 'https://x/reset' });
      expect(written).toHaveLength(1);
      expect(written[0]).not.toContain('rudi@example.com');
      const names = await fs.readdir(dir);
      expect(names).toHaveLength(1);
      expect(names[0]).toMatch(/-rudi@example\.com\.eml$/);
      expect(await fs.readFile(path.join(dir, names[0]!), 'utf8')).toContain('https://x/reset');
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
