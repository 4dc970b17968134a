import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AnnouncementMarquee, MaintenanceBanner, SiteNotices } from '..';

const TEXT = 'Khuyến mãi nạp lần đầu tặng 10% đến hết ngày 31/12';

describe('the announcement marquee', () => {
  it('is a labelled region whose text a screen reader meets once, the moving copies hidden from it', () => {
    render(<AnnouncementMarquee text={TEXT} />);
    const region = screen.getByRole('region', { name: 'Thông báo' });
    const copies = within(region).getAllByText(TEXT);
    // Two copies move (the loop needs both), one is said.
    expect(copies).toHaveLength(3);
    expect(copies.filter((copy) => !copy.closest('[aria-hidden="true"]'))).toHaveLength(1);
  });

  it('can be stopped and started again', async () => {
    const user = userEvent.setup();
    render(<AnnouncementMarquee text={TEXT} />);
    const region = screen.getByRole('region', { name: 'Thông báo' });
    const pause = screen.getByRole('button', { name: 'Dừng chữ chạy' });
    expect(pause).toHaveAttribute('aria-pressed', 'false');
    await user.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    expect(region).toHaveAttribute('data-paused', 'true');
    await user.click(pause);
    expect(region).toHaveAttribute('data-paused', 'false');
  });
});

describe('the maintenance banner', () => {
  afterEach(() => jest.useRealTimers());

  it('says when in Vietnam time, then what', () => {
    render(
      <MaintenanceBanner
        notice={{ message: 'Nạp và rút tạm dừng.', from: '2099-12-06T19:00:00.000Z', until: '2099-12-06T21:00:00.000Z' }}
      />,
    );
    const banner = screen.getByRole('region', { name: 'Thông báo bảo trì' });
    expect(banner).toHaveTextContent('Bảo trì hệ thống từ 02:00 đến 04:00 ngày 07/12/2099');
    expect(banner).toHaveTextContent('Nạp và rút tạm dừng.');
  });

  it('goes away by itself once its end has passed', () => {
    jest.useFakeTimers({ now: Date.parse('2099-12-06T20:59:00Z') });
    render(<MaintenanceBanner notice={{ message: 'Sắp xong', from: null, until: '2099-12-06T21:00:00.000Z' }} />);
    expect(screen.getByRole('region', { name: 'Thông báo bảo trì' })).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(60_000);
    });
    expect(screen.queryByRole('region', { name: 'Thông báo bảo trì' })).toBeNull();
  });

  it('is not drawn for a notice already over', () => {
    render(<MaintenanceBanner notice={{ message: 'Đã xong', from: null, until: '2020-01-01T00:00:00.000Z' }} />);
    expect(screen.queryByRole('region', { name: 'Thông báo bảo trì' })).toBeNull();
  });
});

it('draws nothing when the operators wrote nothing', () => {
  const { container } = render(<SiteNotices content={{ announcement: null, maintenance: null }} />);
  expect(container).toBeEmptyDOMElement();
});
