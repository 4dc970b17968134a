import {
  SITE_CONTENT_MESSAGES,
  SiteContentBody,
  check,
  hotlineText,
  maintenanceIsOver,
  maintenanceWhenText,
  readSiteContent,
  siteContentInputOf,
  siteContentOf,
  siteContentProblems,
  supportContacts,
  vietnamTimeInputOf,
  vietnamTimeToInstant,
  type SiteContentInput,
} from '..';

const NONE: SiteContentInput = {
  announcement: '',
  maintenanceMessage: '',
  maintenanceFrom: '',
  maintenanceUntil: '',
  telegramUrl: '',
  zaloUrl: '',
  hotline: '',
};

describe('Vietnam time, whatever the zone of the computer', () => {
  it('reads a date-and-time field as UTC+7 and writes it back the same', () => {
    expect(vietnamTimeToInstant('2026-12-07T02:00')?.toISOString()).toBe('2026-12-06T19:00:00.000Z');
    expect(vietnamTimeInputOf('2026-12-06T19:00:00.000Z')).toBe('2026-12-07T02:00');
    for (const bad of ['2026-02-30T02:00', '2026-12-07T24:00', '2026-12-07', '2026-12-07T02:00:00', 'mai'])
      expect(vietnamTimeToInstant(bad)).toBeNull();
  });

  it('says when the maintenance is, the day once when both times fall on it', () => {
    const at = (local: string) => vietnamTimeToInstant(local)!.toISOString();
    expect(maintenanceWhenText({ from: at('2026-12-07T02:00'), until: at('2026-12-07T04:00') })).toBe(
      'Bảo trì hệ thống từ 02:00 đến 04:00 ngày 07/12/2026',
    );
    expect(maintenanceWhenText({ from: at('2026-12-06T23:30'), until: at('2026-12-07T04:00') })).toBe(
      'Bảo trì hệ thống từ 23:30 ngày 06/12/2026 đến 04:00 ngày 07/12/2026',
    );
    expect(maintenanceWhenText({ from: at('2026-12-07T02:00'), until: null })).toBe('Bảo trì hệ thống từ 02:00 ngày 07/12/2026');
    expect(maintenanceWhenText({ from: null, until: at('2026-12-07T04:00') })).toBe('Bảo trì hệ thống đến 04:00 ngày 07/12/2026');
    expect(maintenanceWhenText({ from: null, until: null })).toBe('Bảo trì hệ thống');
  });

  it('a notice is over once its end has passed; one without an end stays', () => {
    const notice = { message: 'x', from: null, until: '2026-12-06T21:00:00.000Z' };
    expect(maintenanceIsOver(notice, Date.parse('2026-12-06T20:59:59Z'))).toBe(false);
    expect(maintenanceIsOver(notice, Date.parse('2026-12-06T21:00:00Z'))).toBe(true);
    expect(maintenanceIsOver({ ...notice, until: null }, Date.parse('2100-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('the form and the server check the same rules', () => {
  it('trims the texts and keeps the hotline as digits', () => {
    const checked = check(SiteContentBody, { ...NONE, announcement: '  Xin chào  ', hotline: '+84 912.345.678' });
    expect(checked).toEqual({ ok: true, value: { ...NONE, announcement: 'Xin chào', hotline: '0912345678' } });
  });

  it.each<[Partial<SiteContentInput>, string, string]>([
    [{ announcement: 'a'.repeat(301) }, 'announcement', SITE_CONTENT_MESSAGES.announcementTooLong],
    [{ announcement: 'a\tb' }, 'announcement', SITE_CONTENT_MESSAGES.textInvalid],
    [{ maintenanceMessage: '\ud800' }, 'maintenanceMessage', SITE_CONTENT_MESSAGES.textInvalid],
    [{ maintenanceFrom: '07/12/2026 02:00' }, 'maintenanceFrom', SITE_CONTENT_MESSAGES.timeInvalid],
    [{ telegramUrl: 'https://t.me/' }, 'telegramUrl', SITE_CONTENT_MESSAGES.telegramInvalid],
    [{ telegramUrl: 'https://telegram.me/hotro' }, 'telegramUrl', SITE_CONTENT_MESSAGES.telegramInvalid],
    [{ zaloUrl: 'https://zalo.me/a?b=c' }, 'zaloUrl', SITE_CONTENT_MESSAGES.zaloInvalid],
    [{ hotline: '0212345678' }, 'hotline', SITE_CONTENT_MESSAGES.hotlineInvalid],
  ])('refuses %j', (fields, field, message) => {
    expect(check(SiteContentBody, { ...NONE, ...fields })).toEqual({ ok: false, field, message });
  });

  it('holds the rules between fields', () => {
    expect(siteContentProblems({ ...NONE, maintenanceUntil: '2026-12-07T04:00' })).toEqual({
      maintenanceMessage: SITE_CONTENT_MESSAGES.timesWithoutMessage,
    });
    expect(
      siteContentProblems({ ...NONE, maintenanceMessage: 'x', maintenanceFrom: '2026-12-07T04:00', maintenanceUntil: '2026-12-07T04:00' }),
    ).toEqual({ maintenanceUntil: SITE_CONTENT_MESSAGES.untilBeforeFrom });
    expect(siteContentProblems({ ...NONE, maintenanceMessage: 'x', maintenanceFrom: '2026-12-07T02:00' })).toEqual({});
  });

  it('turns the saved content into the form and the form into what the pages will show', () => {
    const content = {
      announcement: 'Xin chào',
      maintenance: { message: 'Tạm dừng', from: '2026-12-06T19:00:00.000Z', until: null },
      support: { telegramUrl: 'https://t.me/a', zaloUrl: null, hotline: '19001234' },
    };
    const input = siteContentInputOf(content);
    expect(input).toEqual({
      ...NONE,
      announcement: 'Xin chào',
      maintenanceMessage: 'Tạm dừng',
      maintenanceFrom: '2026-12-07T02:00',
      telegramUrl: 'https://t.me/a',
      hotline: '19001234',
    });
    expect(siteContentOf(input)).toEqual(content);
  });
});

describe('what a page takes and shows', () => {
  it('keeps only what the server would send', () => {
    expect(readSiteContent(null)).toEqual({
      announcement: null,
      maintenance: null,
      support: { telegramUrl: null, zaloUrl: null, hotline: null },
    });
    expect(
      readSiteContent({
        announcement: '',
        maintenance: { message: 'Bảo trì', from: 'không phải ngày', until: '2026-12-06T21:00:00.000Z' },
        support: { telegramUrl: 'https://evil.example/', zaloUrl: 'https://zalo.me/0912345678', hotline: 912345678 },
      }),
    ).toEqual({
      announcement: null,
      maintenance: { message: 'Bảo trì', from: null, until: '2026-12-06T21:00:00.000Z' },
      support: { telegramUrl: null, zaloUrl: 'https://zalo.me/0912345678', hotline: null },
    });
  });

  it('lists the contacts set, in order, the hotline as a call', () => {
    expect(supportContacts({ telegramUrl: null, zaloUrl: 'https://zalo.me/0912345678', hotline: '0912345678' })).toEqual([
      { kind: 'zalo', label: 'Zalo', href: 'https://zalo.me/0912345678' },
      { kind: 'hotline', label: 'Hotline 0912 345 678', href: 'tel:0912345678' },
    ]);
    expect(supportContacts({ telegramUrl: null, zaloUrl: null, hotline: null })).toEqual([]);
  });

  it('reads hotlines out in groups', () => {
    expect([hotlineText('19001234'), hotlineText('1800123456'), hotlineText('02438251234')]).toEqual([
      '1900 1234',
      '1800 123 456',
      '024 3825 1234',
    ]);
  });
});
