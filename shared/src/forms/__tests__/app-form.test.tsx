import { ApiError, notify, password } from '@app/shared';
import { act, renderWithProviders, screen, waitFor } from '@app/shared/test-utils';
import { AppForm, FormError, SubmitButton } from '../app-form';
import { FormField, sameAs } from '../form-field';

type Values = { name?: string; password?: string; again?: string };

function Sign({ onSubmit, toastFailure }: { onSubmit: (values: Values) => Promise<void>; toastFailure?: boolean }) {
  return (
    <AppForm<Values> onSubmit={onSubmit} serverFields={['name']} failure="Không lưu được" toastFailure={toastFailure}>
      <FormField name="name" label="Tên" validate={(v) => (v ? undefined : 'Vui lòng nhập tên')} />
      <FormField kind="password" name="password" label="Mật khẩu" validate={password} />
      <FormField kind="password" name="again" label="Nhập lại" validate={sameAs('password', 'Vui lòng nhập lại', 'Không khớp')} />
      <FormError />
      <SubmitButton busyText="Đang lưu...">Lưu</SubmitButton>
    </AppForm>
  );
}

afterEach(() => jest.restoreAllMocks());

test('a field says its rule (a struct or a function) under itself, wired to the input, once left', async () => {
  const { user } = renderWithProviders(<Sign onSubmit={async () => undefined} />);
  const name = screen.getByLabelText('Tên');
  await user.click(name);
  expect(screen.queryByText('Vui lòng nhập tên')).not.toBeInTheDocument();
  await user.tab();
  const note = screen.getByText('Vui lòng nhập tên');
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(name.getAttribute('aria-describedby')).toContain(note.id);
  await user.type(screen.getByLabelText('Mật khẩu'), 'abc');
  await user.type(screen.getByLabelText('Nhập lại'), 'abd');
  await user.tab();
  expect(screen.getByText('Không khớp')).toBeInTheDocument();
  expect(screen.getByLabelText('Mật khẩu')).toHaveAttribute('aria-invalid', 'true');
});

test('the button is busy and the fields disabled while the form sends; a refusal lands on the field the server named', async () => {
  let answer!: (error?: unknown) => void;
  const onSubmit = jest.fn(() => new Promise<void>((resolve, reject) => (answer = (e) => (e ? reject(e) : resolve()))));
  const { user } = renderWithProviders(<Sign onSubmit={onSubmit} />);
  await user.type(screen.getByLabelText('Tên'), 'an');
  await user.type(screen.getByLabelText('Mật khẩu'), 'matkhau123');
  await user.type(screen.getByLabelText('Nhập lại'), 'matkhau123');
  await user.click(screen.getByRole('button', { name: 'Lưu' }));
  const busy = screen.getByRole('button', { name: /Đang lưu/ });
  expect(busy).toBeDisabled();
  expect(screen.getByLabelText('Tên')).toBeDisabled();
  await act(async () => answer(new ApiError({ status: 409, message: 'Tên đã được dùng', field: 'name', url: '/x' })));
  expect(await screen.findByText('Tên đã được dùng')).toBeInTheDocument();
  expect(screen.getByLabelText('Tên')).toHaveAttribute('aria-invalid', 'true');
  expect(onSubmit).toHaveBeenCalledTimes(1);
});

test('a refusal naming no field is said above the button, with the form’s own words when it has none, and toasted when asked', async () => {
  const toast = jest.spyOn(notify, 'error').mockImplementation(() => undefined as never);
  const { user } = renderWithProviders(<Sign toastFailure onSubmit={() => Promise.reject(new Error('offline'))} />);
  await user.type(screen.getByLabelText('Tên'), 'an');
  await user.type(screen.getByLabelText('Mật khẩu'), 'matkhau123');
  await user.type(screen.getByLabelText('Nhập lại'), 'matkhau123');
  await user.click(screen.getByRole('button', { name: 'Lưu' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Không lưu được'));
  expect(toast).toHaveBeenCalledWith('Không lưu được');
});
