import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field, Form } from 'react-final-form';
import * as ui from '../index';
import {
  AppBackground,
  Card,
  EmptyState,
  ErrorPage,
  FormTextField,
  ICON_NAMES,
  Icon,
  Logo,
  Preloader,
  Skeleton,
  Spinner,
  TextField,
  toastContainerProps,
} from '../index';

describe('TextField', () => {
  it('labels its input and links the hint', () => {
    render(<TextField label="Tên chủ tài khoản" hint="Viết hoa, không dấu" />);
    const input = screen.getByLabelText('Tên chủ tài khoản');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('Viết hoa, không dấu');
  });

  it('an error replaces the hint, is announced and marks the input invalid', () => {
    render(<TextField label="Số tài khoản" hint="gợi ý" error="Số tài khoản phải có ít nhất 8 ký tự" />);
    const input = screen.getByLabelText('Số tài khoản');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Số tài khoản phải có ít nhất 8 ký tự');
    expect(screen.getByRole('alert')).toHaveTextContent('Số tài khoản phải có ít nhất 8 ký tự');
    expect(screen.queryByText('gợi ý')).not.toBeInTheDocument();
  });

  it('forwards input props, the ref and keeps a caller aria-describedby', () => {
    const ref = { current: null as HTMLInputElement | null };
    render(
      <>
        <span id="extra">thêm</span>
        <TextField
          ref={ref}
          label="SĐT"
          name="phone"
          maxLength={10}
          aria-describedby="extra"
          hint="10 số"
          leftIcon={<Icon name="user" />}
        />
      </>,
    );
    const input = screen.getByLabelText('SĐT');
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('name', 'phone');
    expect(input).toHaveAttribute('maxlength', '10');
    expect(input).toHaveAccessibleDescription('thêm 10 số');
  });
});

describe('FormTextField', () => {
  it('shows meta.error only once touched', async () => {
    const user = userEvent.setup();
    render(
      <Form
        onSubmit={() => {}}
        validate={(v: { accountNumber?: string }) =>
          (v.accountNumber ?? '').length < 8 ? { accountNumber: 'Số tài khoản phải có ít nhất 8 ký tự' } : {}
        }
        render={() => <Field name="accountNumber" component={FormTextField} label="Số tài khoản" />}
      />,
    );
    const input = screen.getByLabelText('Số tài khoản');
    await user.type(input, '123');
    expect(screen.queryByText('Số tài khoản phải có ít nhất 8 ký tự')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Số tài khoản phải có ít nhất 8 ký tự')).toBeInTheDocument();
    await user.type(input, '45678');
    expect(input).toHaveValue('12345678');
    expect(screen.queryByText('Số tài khoản phải có ít nhất 8 ký tự')).not.toBeInTheDocument();
  });
});

describe('Preloader', () => {
  it('is a busy status with the logo and Đang tải...', () => {
    render(<Preloader />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Đang tải...');
    expect(status.querySelector('svg')).toBeInTheDocument();
  });
});

describe('ErrorPage', () => {
  it('shows code, title, description and children', () => {
    render(
      <ErrorPage code={404} title="Không tìm thấy trang" description="Trang không tồn tại hoặc đã bị xóa.">
        <a href="/">Về trang chủ</a>
      </ErrorPage>,
    );
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Không tìm thấy trang' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Không tìm thấy trang' })).toHaveTextContent('Trang không tồn tại hoặc đã bị xóa.');
    expect(screen.getByRole('link', { name: 'Về trang chủ' })).toBeInTheDocument();
  });
});

describe('Logo', () => {
  it.each(['horizontal', 'stacked'] as const)('is an image named Xúc Xắc Vàng (%s)', (layout) => {
    render(<Logo layout={layout} />);
    const logo = screen.getByRole('img', { name: 'Xúc Xắc Vàng' });
    expect(logo).toHaveTextContent('Xúc Xắc Vàng');
  });

  it('gives each instance its own gradient ids', () => {
    const { container } = render(
      <>
        <Logo />
        <Logo />
      </>,
    );
    const ids = Array.from(container.querySelectorAll('linearGradient')).map((g) => g.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[\w-]+$/);
  });

  it('mark only has no text', () => {
    render(<Logo markOnly />);
    expect(screen.getByRole('img', { name: 'Xúc Xắc Vàng' }).querySelector('text')).toBeNull();
  });
});

describe('Icon', () => {
  it('has every icon the app asks for', () => {
    expect([...ICON_NAMES].sort()).toEqual(
      [
        'home',
        'wallet',
        'support',
        'user',
        'logout',
        'plus',
        'minus',
        'copy',
        'eye',
        'eye-off',
        'close',
        'chevron-right',
        'dice',
        'coins',
        'bank',
        'history',
        'shield',
        'alert',
        'bell',
        'chart',
        'sound-on',
        'sound-off',
        'music',
        'music-off',
      ].sort(),
    );
  });

  it.each(ICON_NAMES)('%s draws something and is hidden unless labelled', (name) => {
    const { container } = render(<Icon name={name} />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg.childElementCount).toBeGreaterThan(0);
  });

  it('is announced when labelled', () => {
    render(<Icon name="copy" label="Sao chép" size={18} />);
    const svg = screen.getByRole('img', { name: 'Sao chép' });
    expect(svg).toHaveAttribute('width', '18');
  });
});

describe('small pieces', () => {
  it('EmptyState shows title, description and action', () => {
    render(
      <EmptyState
        icon="bank"
        title="Bạn chưa có tài khoản rút tiền"
        description="Thêm tài khoản ngân hàng để rút tiền."
        action={<button>Thêm tài khoản</button>}
      />,
    );
    expect(screen.getByText('Bạn chưa có tài khoản rút tiền')).toBeInTheDocument();
    expect(screen.getByText('Thêm tài khoản ngân hàng để rút tiền.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thêm tài khoản' })).toBeInTheDocument();
  });

  it('Spinner announces Đang tải... unless decorative', () => {
    const { rerender } = render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Đang tải...');
    rerender(<Spinner decorative />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('Skeleton is hidden from assistive tech and repeats', () => {
    const { container } = render(<Skeleton count={3} height={12} />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(container.firstElementChild!.childElementCount).toBe(3);
  });

  it('Card and AppBackground render their children', () => {
    render(
      <AppBackground>
        <Card>nội dung</Card>
      </AppBackground>,
    );
    expect(screen.getByText('nội dung')).toBeInTheDocument();
    expect(screen.getByTestId('app-background-decor')).toHaveAttribute('aria-hidden', 'true');
  });

  it('toast settings: top-centre, 3 s, closable', () => {
    expect(toastContainerProps).toMatchObject({ position: 'bottom-center', autoClose: 3000, closeButton: true });
  });
});

describe('ui index', () => {
  it('exports the whole kit', () => {
    for (const name of [
      'Button',
      'Modal',
      'ConfirmDialog',
      'TextField',
      'FormTextField',
      'PasswordField',
      'CurrencyInput',
      'Card',
      'Spinner',
      'Skeleton',
      'EmptyState',
      'ErrorCard',
      'ErrorPage',
      'Preloader',
      'Logo',
      'AppBackground',
      'BankBadge',
      'Icon',
      'vars',
    ]) {
      expect(ui).toHaveProperty(name);
    }
  });
});

describe('no network assets', () => {
  it('no ui or theme source points at a remote URL', () => {
    const dirs = [join(__dirname, '..'), join(__dirname, '../../theme')];
    const offenders: string[] = [];
    for (const dir of dirs) {
      for (const file of readdirSync(dir)) {
        if (!/\.(ts|tsx)$/.test(file)) continue;
        const text = readFileSync(join(dir, file), 'utf8');
        // The SVG namespace is an identifier, not a request.
        const urls = text.match(/https?:\/\/[^\s'"`)]+/g)?.filter((u) => !u.startsWith('http://www.w3.org/')) ?? [];
        if (urls.length) offenders.push(`${file}: ${urls.join(', ')}`);
        if (/Be Vietnam Pro|fonts\.googleapis|@import/.test(text)) offenders.push(`${file}: web font`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
