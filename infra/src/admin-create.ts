import { promoteToAdmin } from '@karier/command-api';
import { CLI_STATEMENT_TIMEOUT_MS, loadStorageConfig, openStorage, runCli } from '@karier/store';

/**
 * `npm run admin:create -- --email <email>`: makes an existing account an admin (the first
 * admin). Exit 0 when done (or already an admin), 2 when no account has that email, 1 on a
 * usage error.
 */
const usage = 'Pemakaian: npm run admin:create -- --email <email>';

export async function main(argv: string[], log = console.log): Promise<number> {
  const i = argv.indexOf('--email');
  const email = i >= 0 ? argv[i + 1] : undefined;
  if (!email || email.startsWith('--')) {
    console.error(usage);
    return 1;
  }
  const storage = await openStorage(loadStorageConfig(), {
    statementTimeoutMs: CLI_STATEMENT_TIMEOUT_MS,
  });
  try {
    const result = await promoteToAdmin(storage.store, email);
    switch (result.outcome) {
      case 'not-found':
        console.error(
          `Tidak ada akun dengan email ${email}. Daftarkan akun itu terlebih dahulu, lalu jalankan perintah ini lagi.`,
        );
        return 2;
      case 'already-admin':
        log(`${email} sudah admin (pengguna ${result.userId}); tidak ada yang diubah.`);
        return 0;
      case 'promoted':
        log(
          `${email} sekarang admin (pengguna ${result.userId}, posisi ${result.position}). Semua sesinya dicabut: masuk kembali untuk membuka /admin.`,
        );
        return 0;
    }
  } finally {
    await storage.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) runCli(main);
