import { createRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Button, type ButtonSize, type ButtonVariant } from '../button';
import * as s from '../button.css';

jest.mock('identity-obj-proxy', () => require('./support/style-proxy').createStyleProxy());

describe('Button', () => {
  it('is type=button by default so it never submits a form by accident', () => {
    const onSubmit = jest.fn((e) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button>Nạp</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Nạp' });
    expect(button).toHaveAttribute('type', 'button');
    fireEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits when asked to', () => {
    const onSubmit = jest.fn((e) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Xác minh</Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Xác minh' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('loading disables the button, marks it busy, shows a spinner and swallows clicks', () => {
    const onClick = jest.fn();
    const { rerender } = render(
      <Button loading onClick={onClick}>
        Đang xác minh...
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Đang xác minh...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('[aria-hidden="true"]')).toBeInTheDocument();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();

    rerender(<Button onClick={onClick}>Xác minh</Button>);
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('stays disabled when disabled, loading or not', () => {
    render(<Button disabled>Rút</Button>);
    expect(screen.getByRole('button', { name: 'Rút' })).toBeDisabled();
  });

  it('forwards native props and the ref', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} aria-label="Đăng xuất" data-testid="logout" className="extra" title="t">
        x
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Đăng xuất' });
    expect(ref.current).toBe(button);
    expect(button).toHaveAttribute('data-testid', 'logout');
    expect(button).toHaveAttribute('title', 't');
    expect(button).toHaveClass('extra');
  });

  it.each<[ButtonVariant, ButtonSize]>([
    ['primary', 'md'],
    ['secondary', 'sm'],
    ['ghost', 'lg'],
    ['danger', 'md'],
  ])('applies the %s variant and %s size classes', (variant, size) => {
    render(
      <Button variant={variant} size={size} block>
        x
      </Button>,
    );
    const button = screen.getByRole('button');
    expect(button).toHaveClass(String(s.variant[variant]), String(s.size[size]), String(s.block));
    const others = (['primary', 'secondary', 'ghost', 'danger'] as const).filter((v) => v !== variant);
    for (const other of others) expect(button).not.toHaveClass(String(s.variant[other]));
  });

  it('defaults to primary md, not block', () => {
    render(<Button>x</Button>);
    const button = screen.getByRole('button');
    expect(button).toHaveClass(String(s.variant.primary), String(s.size.md));
    expect(button).not.toHaveClass(String(s.block));
  });
});
