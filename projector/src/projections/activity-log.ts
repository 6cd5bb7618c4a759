import { defaultCatalogue, streamCategory, streamEntityId, type EventType } from '@karier/events';
import { defineProjection } from '../projection.ts';

/** The Indonesian label of every event type: the audit trail names every action. */
export const activityLabels: Record<EventType, string> = {
  UserRegistered: 'Mendaftar akun',
  UserLoggedIn: 'Masuk',
  UserLoggedOut: 'Keluar',
  UserDetailsChanged: 'Memperbarui informasi akun',
  PasswordChanged: 'Mengganti kata sandi',
  ProfileSaved: 'Menyimpan profil',
  NotificationPreferencesChanged: 'Mengubah preferensi notifikasi',
  OtherSessionsRevoked: 'Keluar dari semua sesi lain',
  TwoFactorSetupStarted: 'Memulai pengaturan verifikasi dua langkah',
  TwoFactorEnabled: 'Mengaktifkan verifikasi dua langkah',
  TwoFactorDisabled: 'Menonaktifkan verifikasi dua langkah',
  RecoveryCodeUsed: 'Memakai kode pemulihan',
  TwoFactorChallengePassed: 'Lolos verifikasi dua langkah',
  PasswordResetRequested: 'Meminta tautan atur ulang kata sandi',
  PasswordResetCompleted: 'Mengatur ulang kata sandi',
  ExternalAccountLinked: 'Menautkan akun Google',
  CvUploaded: 'Mengunggah CV',
  CvAnalysed: 'CV dianalisis',
  CvRevisionGenerated: 'Membuat CV revisi',
  SummaryRegenerated: 'Membuat ulang ringkasan profesional',
  PaymentRequested: 'Membuat pesanan pembayaran',
  PaymentSettled: 'Pembayaran berhasil',
  PaymentFailed: 'Pembayaran gagal atau kedaluwarsa',
  CvDownloaded: 'Mengunduh CV revisi',
};

export interface ActivityRow {
  position: number;
  event_type: string;
  action: string;
  actor_id: string | null;
  actor_role: string;
  target_type: string;
  target_id: string;
  ip: string | null;
  user_agent: string | null;
  correlation_id: string;
  occurred_at: Date;
}

/** activity_log: one row per event of every type — the complete audit trail. */
export const activityLogProjection = defineProjection({
  name: 'activity-log',
  version: 1,
  description: 'Log aktivitas: satu baris untuk setiap event (pelaku, aksi, target, waktu, IP).',
  handles: defaultCatalogue.types() as EventType[],
  tables: ['activity_log'],
  async setup(db) {
    await db.schema.createTable('activity_log', (t) => {
      t.bigInteger('position').primary();
      t.text('event_type').notNullable();
      t.text('action').notNullable();
      t.uuid('actor_id');
      t.text('actor_role').notNullable();
      t.text('target_type').notNullable();
      t.text('target_id').notNullable();
      t.text('ip');
      t.text('user_agent');
      t.text('correlation_id').notNullable();
      t.timestamp('occurred_at', { useTz: true }).notNullable();
      t.index(['occurred_at']);
      t.index(['actor_id']);
      t.index(['event_type']);
    });
  },
  async applyBatch(events, trx) {
    const rows = events.map((e) => ({
      position: e.position,
      event_type: e.type,
      action: activityLabels[e.type] ?? e.type,
      actor_id: e.metadata.actorId,
      actor_role: e.metadata.actorRole,
      target_type: streamCategory(e.streamId),
      target_id: streamEntityId(e.streamId),
      ip: e.metadata.ip,
      user_agent: e.metadata.userAgent?.slice(0, 500) ?? null,
      correlation_id: e.metadata.correlationId,
      occurred_at: e.createdAt,
    }));
    for (let i = 0; i < rows.length; i += 500) {
      await trx('activity_log')
        .insert(rows.slice(i, i + 500))
        .onConflict('position')
        .ignore();
    }
  },
});
