import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/test/render';
import { TextField } from './form-field';

describe('a date-time field (issue 40, item 19)', () => {
  it('says the WIB moment under the field in Indonesian, whatever the browser draws in the field', () => {
    renderPage(<TextField type="datetime-local" label="Mulai" value="2026-12-01T19:30" onChange={() => undefined} />);
    const field = screen.getByLabelText('Mulai');
    expect(field).toHaveAccessibleDescription('Selasa, 1 Des 2026 19.30 WIB');
  });

  it('says it in English on the English page, before the hint the form gives', () => {
    renderPage(
      <TextField
        type="datetime-local"
        label="Starts"
        value="2026-12-12T00:00"
        hint="Empty: from now"
        onChange={() => undefined}
      />,
      { language: 'en' },
    );
    expect(screen.getByLabelText('Starts')).toHaveAccessibleDescription(
      'Saturday, 12 Dec 2026 00:00 WIB. Empty: from now',
    );
  });

  it('says nothing of an empty field, and leaves other fields alone', () => {
    renderPage(
      <>
        <TextField type="datetime-local" label="Berakhir" value="" onChange={() => undefined} />
        <TextField label="Nama" value="2026-12-01T19:30" onChange={() => undefined} />
      </>,
    );
    expect(screen.getByLabelText('Berakhir')).not.toHaveAttribute('aria-describedby');
    expect(screen.getByLabelText('Nama')).not.toHaveAttribute('aria-describedby');
  });
});
