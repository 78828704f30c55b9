import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { etdText } from './etd-text';
import { I18nProvider, useLanguage, useT } from './i18n/i18n';
import './i18n/messages/shell';

function Estimates({ etds }: { etds: string[] }) {
  const t = useT();
  const { language, setLanguage } = useLanguage();
  return (
    <>
      <ul>
        {etds.map((etd) => (
          <li key={etd}>{etdText(etd, t)}</li>
        ))}
      </ul>
      <button type="button" onClick={() => setLanguage(language === 'id' ? 'en' : 'id')}>
        switch
      </button>
    </>
  );
}

const items = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('etdText', () => {
  it('reads a courier’s 0-0 and 1-1 days as today and one day, in either language', async () => {
    render(
      <I18nProvider>
        <Estimates etds={['0-0 hari', '1-1 hari', '2-2 hari', '2-3 hari', '3 hari', '0-1 hari', 'Same Day']} />
      </I18nProvider>,
    );
    expect(items()).toEqual(['hari ini', '1 hari', '2 hari', '2-3 hari', '3 hari', '0-1 hari', 'Same Day']);
    await userEvent.click(screen.getByRole('button', { name: 'switch' }));
    expect(items()).toEqual(['today', '1 day', '2 days', '2-3 days', '3 days', '0-1 days', 'Same Day']);
  });
});
