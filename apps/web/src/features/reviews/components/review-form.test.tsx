import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '@/lib/i18n/messages/review-forms';
import { renderPage } from '@/test/render';
import { ReviewForm } from './review-form';

const COMMENT = 'Bonekanya lembut dan rapi sekali.';

describe('the review form (item 26.7)', () => {
  it('starts with no star chosen, and asks for one before sending', async () => {
    const onSubmit = vi.fn(async () => null);
    const { user } = renderPage(
      <ReviewForm label="Ulasan Boneka Panda" submitLabel="Kirim" busyLabel="Mengirim" onSubmit={onSubmit} />,
      { language: 'en' },
    );
    const stars = screen.getAllByRole('radio');
    expect(stars).toHaveLength(5);
    for (const star of stars) expect(star).not.toBeChecked();

    await user.type(screen.getByRole('textbox', { name: /^Your review/ }), COMMENT);
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Please select a rating')).toBeInTheDocument();

    await user.click(stars[3]!);
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ rating: 4, comment: COMMENT }));
  });

  it('keeps the stars of a review being edited', () => {
    renderPage(
      <ReviewForm
        label="Ulasan Boneka Panda"
        initial={{ rating: 2, title: null, comment: COMMENT, images: [] }}
        submitLabel="Simpan"
        busyLabel="Menyimpan"
        onSubmit={async () => null}
      />,
    );
    expect(screen.getAllByRole('radio').filter((star) => (star as HTMLInputElement).checked)).toHaveLength(1);
    expect(screen.getAllByRole('radio')[1]).toBeChecked();
  });
});
