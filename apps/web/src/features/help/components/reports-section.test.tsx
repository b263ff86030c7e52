import '../../../i18n/help';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/render';
import { AnnouncementsSection } from './announcements-section';
import { ReportsSection } from './reports-section';

describe('Help › reports and announcements', () => {
  it('explains reports: who writes and reads, the types, filters, files, the bell and CSV', () => {
    renderScreen(<ReportsSection />);
    const reports = screen.getByTestId('help-reports');
    expect(within(reports).getByRole('heading', { name: 'Raporlar' })).toBeInTheDocument();
    const topics = screen.getByTestId('help-reports-topics');
    for (const title of [
      'Kim yazar, kim okur?',
      'Rapor türleri',
      'Süzgeçler',
      'Dosya eki',
      'Olay ve güvenlik raporları',
      'CSV indir',
    ])
      expect(within(topics).getByText(title)).toBeInTheDocument();
    expect(within(topics).getByText(/Raporu yalnızca işçiler yazar/)).toBeInTheDocument();
    expect(within(topics).getByText(/işçi yalnızca kendi raporlarını görür/)).toBeInTheDocument();
    // The types and limits of the contract, with the labels the reports tab shows.
    expect(
      within(topics).getByText(
        /Günlük, Haftalık, Mesai Teslim, Olay, Bakım, Güvenlik\. Başlık en fazla 200, içerik en fazla 10\.000 karakter/,
      ),
    ).toBeInTheDocument();
    expect(within(topics).getByText(/Excel \(xlsx\) veya metin, en fazla 10\sMB/)).toBeInTheDocument();
    expect(within(topics).getByText(/işverenin ve müdürlerin bildirim zilini çalar/)).toBeInTheDocument();
    expect(within(topics).getByText(/en fazla 50\.000 satır/)).toBeInTheDocument();
  });

  it('explains announcements: who publishes, being read, the readers, attachments and deletion', () => {
    renderScreen(<AnnouncementsSection />);
    const announcements = screen.getByTestId('help-announcements');
    expect(within(announcements).getByRole('heading', { name: 'Duyurular' })).toBeInTheDocument();
    const topics = screen.getByTestId('help-announcements-topics');
    for (const title of ['Kim yayımlar, kim görür?', 'Okundu bilgisi', 'Okuyanlar listesi', 'Ek dosya', 'Silme'])
      expect(within(topics).getByText(title)).toBeInTheDocument();
    expect(within(topics).getByText(/Duyuruyu işveren ve müdürler yayımlar/)).toBeInTheDocument();
    expect(within(topics).getByText(/açtığınızda sizin için okunmuş sayılır/)).toBeInTheDocument();
    expect(within(topics).getByText(/“okuyan\/toplam”/)).toBeInTheDocument();
    expect(within(topics).getByText(/Excel \(xls, xlsx\) veya metin, en fazla 10\sMB/)).toBeInTheDocument();
    expect(within(topics).getByText(/onay sorusundan sonra siler/)).toBeInTheDocument();
  });
});
