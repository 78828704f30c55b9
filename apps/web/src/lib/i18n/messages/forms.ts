import { registerMessages } from '../registry';

/** Why a form field is refused, and how a typed number was read: loaded with the forms, not with the first page. */
export const id = {
  'form.singleLineText': 'Tulis dalam satu baris, tanpa tab atau karakter kontrol tersembunyi',
  'form.multiLineText': 'Hapus karakter kontrol tersembunyi dari teks ini',
  'form.phoneInvalid': 'Masukkan nomor telepon yang valid',
  'form.emailInvalid': 'Masukkan alamat email yang valid',
  'form.postalCode': 'Kode pos terdiri dari 5 angka',
  'form.labelRequired': 'Label alamat wajib diisi',
  'form.recipientRequired': 'Nama penerima wajib diisi',
  'form.streetTooShort': 'Alamat lengkap terlalu pendek',
  'form.firstNameRequired': 'Nama depan wajib diisi',
  'form.usernameTooShort': 'Nama pengguna minimal 3 karakter',
  'form.usernameCharacters': 'Nama pengguna hanya boleh berisi huruf, angka, titik, dan garis bawah',
  'form.passwordCommon': 'Kata sandi ini terlalu umum. Pilih yang lain',
  'form.typedNotANumber': 'Terbaca "{read}": tulis angka saja, misalnya 145.000.',
  'form.typedNegative': 'Terbaca "{read}": tidak boleh negatif.',
  'form.typedCents': 'Terbaca "{read}": harus bilangan bulat, tanpa sen.',
  'form.typedGrouping': 'Terbaca "{read}": titik memisahkan ribuan per tiga angka, misalnya 145.000 atau 1.450.000.',
  'form.typedAmbiguous':
    'Terbaca "{read}": maksudnya {small} atau {large}? Titik memisahkan ribuan dan tidak ada sen; tulis salah satunya.',
  'form.typedTooLarge': 'Terbaca "{read}": maksimal {max}.',
};

export const en: Record<keyof typeof id, string> = {
  'form.singleLineText': 'Write this on one line, without tabs or hidden control characters',
  'form.multiLineText': 'Remove the hidden control characters from this text',
  'form.phoneInvalid': 'Enter a valid phone number',
  'form.emailInvalid': 'Enter a valid e-mail address',
  'form.postalCode': 'Postal code has 5 digits',
  'form.labelRequired': 'Label is required',
  'form.recipientRequired': 'Recipient name is required',
  'form.streetTooShort': 'Street address is too short',
  'form.firstNameRequired': 'First name is required',
  'form.usernameTooShort': 'Username must be at least 3 characters',
  'form.usernameCharacters': 'Username may contain letters, digits, dots and underscores',
  'form.passwordCommon': 'This password is too common. Choose another one',
  'form.typedNotANumber': 'Read "{read}": type digits only, for example 145.000.',
  'form.typedNegative': 'Read "{read}": it cannot be negative.',
  'form.typedCents': 'Read "{read}": type a whole number, without cents.',
  'form.typedGrouping': 'Read "{read}": dots separate thousands in groups of three, for example 145.000 or 1.450.000.',
  'form.typedAmbiguous':
    'Read "{read}": did you mean {small} or {large}? Dots separate thousands and there are no cents; type one of them.',
  'form.typedTooLarge': 'Read "{read}": at most {max}.',
};

registerMessages({ id, en });
