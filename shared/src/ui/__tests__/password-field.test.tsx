import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field, Form } from 'react-final-form';
import { FormPasswordField } from '../form-fields';
import { PasswordField } from '../password-field';

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed, and hides it again', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Mật khẩu cấp 2" />);
    const input = screen.getByLabelText('Mật khẩu cấp 2');
    expect(input).toHaveAttribute('type', 'password');

    await user.type(input, 'bí mật 1');
    await user.click(screen.getByRole('button', { name: 'Hiện mật khẩu' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('bí mật 1');
    expect(screen.queryByRole('button', { name: 'Hiện mật khẩu' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ẩn mật khẩu' }));
    expect(input).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Hiện mật khẩu' })).toBeInTheDocument();
  });

  it('the toggle points at its input and does not submit the form', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((e) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <PasswordField label="Mật khẩu" id="pw" />
      </form>,
    );
    const toggle = screen.getByRole('button', { name: 'Hiện mật khẩu' });
    expect(toggle).toHaveAttribute('type', 'button');
    expect(toggle).toHaveAttribute('aria-controls', 'pw');
    await user.click(toggle);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('starts visible with defaultVisible', () => {
    render(<PasswordField label="Mật khẩu" defaultVisible />);
    expect(screen.getByLabelText('Mật khẩu')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Ẩn mật khẩu' })).toBeInTheDocument();
  });

  it('shows its error and links it to the input', () => {
    render(<PasswordField label="Mật khẩu cấp 2" error="Mật khẩu cấp 2 phải có ít nhất 6 ký tự" />);
    const input = screen.getByLabelText('Mật khẩu cấp 2');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Mật khẩu cấp 2 phải có ít nhất 6 ký tự');
  });
});

describe('FormPasswordField', () => {
  it('shows the validation error after blur and the submit error straight away', async () => {
    const user = userEvent.setup();
    render(
      <Form
        onSubmit={() => ({ password: 'Mật khẩu cấp 2 không đúng' })}
        validate={(v: { password?: string }) => (!v.password ? { password: 'Vui lòng nhập mật khẩu cấp 2' } : {})}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit}>
            <Field name="password" component={FormPasswordField} label="Mật khẩu cấp 2" />
            <button type="submit">Xác minh</button>
          </form>
        )}
      />,
    );
    const input = screen.getByLabelText('Mật khẩu cấp 2');
    await user.click(input);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Vui lòng nhập mật khẩu cấp 2');

    await user.type(input, '123456');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Xác minh' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Mật khẩu cấp 2 không đúng');
    // Editing again clears the server's message.
    await user.type(input, '7');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
