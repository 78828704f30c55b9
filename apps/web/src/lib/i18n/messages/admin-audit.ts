import { registerMessages } from '../registry';

export const id = {
  'adminAudit.title': 'Log Aktivitas',
  'adminAudit.subtitle': 'Setiap perubahan oleh admin dan setiap kejadian masuk/daftar, terbaru di atas.',
  'adminAudit.loading': 'Memuat log aktivitas...',
  'adminAudit.loadFailed': 'Gagal memuat log aktivitas.',
  'adminAudit.empty': 'Belum ada aktivitas.',
  'adminAudit.time': 'Waktu',
  'adminAudit.actor': 'Pelaku',
  'adminAudit.action': 'Aksi',
  'adminAudit.target': 'Sasaran',
  'adminAudit.ip': 'Alamat IP',
  'adminAudit.system': 'Sistem',
  'adminAudit.user': 'Pengguna #{id}',
};

export const en: Record<keyof typeof id, string> = {
  'adminAudit.title': 'Activity Log',
  'adminAudit.subtitle': 'Every admin change and every sign-in/sign-up event, newest first.',
  'adminAudit.loading': 'Loading the activity log...',
  'adminAudit.loadFailed': 'Failed to load the activity log.',
  'adminAudit.empty': 'No activity yet.',
  'adminAudit.time': 'Time',
  'adminAudit.actor': 'Actor',
  'adminAudit.action': 'Action',
  'adminAudit.target': 'Target',
  'adminAudit.ip': 'IP address',
  'adminAudit.system': 'System',
  'adminAudit.user': 'User #{id}',
};

registerMessages({ id, en });
